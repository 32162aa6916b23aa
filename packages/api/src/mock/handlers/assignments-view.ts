import type { Assignment, TestQuestion, Work, WorkListRow, WorkStatusCounts } from '../../generated/model';
import { testResultOf } from '../db/assignment-results';
import { type AssignmentRow, type QuestionRow, contentOf } from '../db/assignments';
import { fileRefs } from '../db/files';
import { lessons } from '../db/lessons';
import { personRef } from '../db/person-ref';
import { type WorkRow, currentWork, currentWorks, versionFor } from '../db/works';
import { personalOrder } from '../rules/assignment-retake';
import { WORK_STATUSES, canStudentEdit, isNotWritten } from '../rules/work-transitions';
import type { CourseViewer } from './course-access';
import * as clock from '../../time/clock';

/** How the API shows assignments and works to the teacher, a student and a parent. */

const asQuestion = (q: QuestionRow, withAnswers: boolean): TestQuestion => ({
  id: q.id,
  text: q.text,
  options: q.options.map((o) => ({ ...o })),
  multiple: q.correct_option_ids.length > 1,
  points: q.points,
  correct_option_ids: withAnswers ? [...q.correct_option_ids] : null,
});

/** The student's version of the questions: their own order for personal versions. */
function questionsFor(
  assignment: AssignmentRow,
  questions: QuestionRow[],
  studentId: number | undefined,
  withAnswers: boolean,
) {
  const ordered =
    assignment.personal_version && studentId !== undefined ? personalOrder(questions, studentId) : questions;
  return ordered.map((q) => asQuestion(q, withAnswers));
}

/** A student sees an on-platform test's questions once they started it. */
const startedTest = (work: WorkRow | undefined) =>
  work !== undefined && !isNotWritten(work.status) && work.status !== 'test_missed';

const lessonRef = (lessonId: number | null) => {
  const lesson = lessonId === null ? undefined : lessons.byId(lessonId);
  return lesson ? { id: lesson.id, number: lesson.number, starts_at: lesson.starts_at } : null;
};

function statusCounts(assignment: AssignmentRow, now: Date): WorkStatusCounts {
  const counts = {} as WorkStatusCounts;
  for (const status of WORK_STATUSES) counts[status] = 0;
  for (const work of currentWorks(assignment, now)) counts[work.status] += 1;
  return counts;
}

function workSummary(assignment: AssignmentRow, work: WorkRow) {
  const result = testResultOf(assignment, work);
  return {
    status: work.status,
    score: result?.score ?? null,
    percent: result?.percent ?? null,
    grade: result?.grade ?? null,
    passed: result?.passed ?? null,
    can_edit: canStudentEdit(work.status, assignment),
  };
}

/** An assignment as the viewer sees it: the teacher everything, a student their own version. */
export function toAssignment(assignment: AssignmentRow, viewer: CourseViewer, now = clock.now()): Assignment {
  const teacher = viewer.role === 'teacher';
  const studentId = teacher ? undefined : viewer.studentId;
  const work = studentId === undefined ? undefined : currentWork(assignment, studentId, now);
  const content = teacher ? contentOf(assignment) : versionFor(assignment, work);
  const showQuestions = teacher || startedTest(work);
  return {
    id: assignment.id,
    course_id: assignment.course_id,
    module_id: assignment.module_id,
    kind: assignment.kind,
    title: content.title,
    title_en: content.title_en,
    description: content.description,
    files: fileRefs(content.file_ids),
    student_files: assignment.student_files
      .filter((entry) => teacher || entry.student_id === studentId)
      .map((entry) => ({ student_id: entry.student_id, files: fileRefs(entry.file_ids) })),
    video_link: assignment.video_link,
    created_at: assignment.created_at,
    published: assignment.published,
    published_at: assignment.published_at,
    student_ids: assignment.student_ids ? [...assignment.student_ids] : null,
    test_type: assignment.test_type,
    platform: assignment.platform,
    personal_version: assignment.personal_version,
    retake_allowed: assignment.retake_allowed,
    retake_of: assignment.retake_of,
    max_score: assignment.max_score,
    deadline: assignment.deadline,
    lesson: lessonRef(assignment.lesson_id),
    questions: showQuestions ? questionsFor(assignment, content.questions, studentId, teacher) : [],
    work: work ? workSummary(assignment, work) : null,
    status_counts: teacher ? statusCounts(assignment, now) : null,
  };
}

/** A student's work: the teacher sees the score being written and the correct options. */
export function toWork(assignment: AssignmentRow, work: WorkRow, viewer: CourseViewer): Work {
  const teacher = viewer.role === 'teacher';
  const result = testResultOf(assignment, work);
  const onPlatform = assignment.kind === 'test' && assignment.platform === 'on';
  const showQuestions = onPlatform && (teacher || startedTest(work));
  return {
    assignment_id: assignment.id,
    student: personRef(work.student_id),
    kind: assignment.kind,
    status: work.status,
    text: work.text,
    files: fileRefs(work.file_ids),
    answers: work.answers.map((answer) => ({
      question_id: answer.question_id,
      option_ids: [...answer.option_ids],
      text: answer.text,
      points: answer.points,
      revision: answer.revision ?? null,
    })),
    questions: showQuestions
      ? questionsFor(assignment, versionFor(assignment, work).questions, work.student_id, teacher)
      : [],
    comments: work.comments.map((c) => ({
      id: c.id,
      author: personRef(c.author_id),
      text: c.text,
      created_at: c.created_at,
    })),
    score: teacher ? work.score : (result?.score ?? null),
    max_score: assignment.max_score,
    percent: result?.percent ?? null,
    grade: result?.grade ?? null,
    passed: result?.passed ?? null,
    can_edit: canStudentEdit(work.status, assignment),
    opened_at: work.opened_at,
    started_at: work.started_at,
    submitted_at: work.submitted_at,
    completed_at: work.completed_at,
    updated_at: work.updated_at,
  };
}

export const toWorkListRow = (assignment: AssignmentRow, work: WorkRow): WorkListRow => {
  const result = testResultOf(assignment, work);
  return {
    student: personRef(work.student_id),
    status: work.status,
    score: work.score,
    percent: result?.percent ?? null,
    submitted_at: work.submitted_at,
    updated_at: work.updated_at,
  };
};
