import type { CourseTask, CourseTaskWork, TraineeCertificate } from '../../generated/model';
import {
  type CourseTaskRow,
  type CourseTaskWorkRow,
  courseTaskWorks,
  courseTasks,
  traineeCertificates,
  workOf,
} from '../db/course-tasks';
import { fileRefs } from '../db/files';
import { personRef } from '../db/person-ref';
import {
  COURSE_TASK_KINDS,
  type CourseTaskKind,
  type TraineeGrade,
  canEditDraft,
  certificateEligible,
  recommendedCertificate,
} from '../rules/course-tasks';
import { type CourseViewer, viewCourse } from './course-access';
import { pathId } from './request-params';
import { fail } from './respond';

type Id = string | readonly string[] | undefined;

/** A teacher-training group's course and the caller's view of it (404 for any other course). */
export function viewTrainingCourse(request: Request, courseId: number): CourseViewer {
  const viewer = viewCourse(request, courseId);
  if (!viewer.course.training) fail(404, 'not_found', 'The course has no course tasks.');
  return viewer;
}

/** Only the group's own tutor changes its tasks, reviews and certificates (a substitute reads). */
export function requireTutor(viewer: CourseViewer): void {
  if (viewer.role !== 'teacher' || viewer.readOnly)
    fail(403, 'forbidden', 'Only the group’s tutor can do this.');
}

/** A task by its path id and the caller's view of its group. */
export function viewTask(request: Request, taskId: Id): { task: CourseTaskRow; viewer: CourseViewer } {
  const task = courseTasks.byId(pathId(taskId, 'task'));
  if (!task) fail(404, 'not_found', 'The task was not found.');
  return { task, viewer: viewTrainingCourse(request, task.course_id) };
}

/** A trainee's work by the path: the tutor reads any trainee's of the group, a trainee only their own. */
export function viewWork(request: Request, taskId: Id, traineeId: Id) {
  const { task, viewer } = viewTask(request, taskId);
  const trainee = pathId(traineeId, 'trainee');
  const own = viewer.role === 'student' && viewer.user.id === trainee;
  const tutorOfGroup = viewer.role === 'teacher' && viewer.course.student_ids.includes(trainee);
  const work = own || tutorOfGroup ? workOf(task.id, trainee) : undefined;
  if (!work) fail(404, 'not_found', 'The work was not found.');
  return { task, viewer, work };
}

export const taskView = (task: CourseTaskRow, viewer: CourseViewer): CourseTask => {
  const mine = viewer.role === 'student' ? workOf(task.id, viewer.user.id) : undefined;
  return {
    id: task.id,
    course_id: task.course_id,
    kind: task.kind,
    title: task.title,
    description: task.description,
    deadline: task.deadline,
    files: fileRefs(task.file_ids),
    updated_at: task.updated_at,
    waiting_review:
      viewer.role === 'teacher'
        ? courseTaskWorks.where((work) => work.task_id === task.id && work.status === 'need_review').length
        : 0,
    my_work: mine ? { status: mine.status, grade: mine.grade } : null,
  };
};

export const workView = (
  work: CourseTaskWorkRow,
  task: CourseTaskRow,
  viewer: CourseViewer,
): CourseTaskWork => ({
  id: work.id,
  task_id: task.id,
  kind: task.kind,
  trainee: personRef(work.trainee_id),
  status: work.status,
  grade: work.grade,
  draft_text: work.draft_text,
  draft_files: fileRefs(work.draft_file_ids),
  rounds: work.rounds.map((round, index) => ({
    number: index + 1,
    text: round.text,
    files: fileRefs(round.file_ids),
    sent_at: round.sent_at,
    comment: round.comment,
    decision: round.decision,
    decided_at: round.decided_at,
  })),
  history: work.history,
  can_edit: viewer.role === 'student' && canEditDraft(work.status),
});

/** A trainee's grades in a group, by task kind (null while a task is not completed). */
export function gradesOf(
  courseId: number,
  traineeId: number,
): Partial<Record<CourseTaskKind, TraineeGrade | null>> {
  const tasks = courseTasks.where((task) => task.course_id === courseId);
  return Object.fromEntries(
    tasks.map((task) => [task.kind, workOf(task.id, traineeId)?.grade ?? null]),
  ) as Partial<Record<CourseTaskKind, TraineeGrade | null>>;
}

/** A trainee's certificate line: grades, eligibility, what they recommend and what was issued. */
export function certificateView(courseId: number, traineeId: number): TraineeCertificate {
  const grades = gradesOf(courseId, traineeId);
  const issued = traineeCertificates.rows.find(
    (row) => row.course_id === courseId && row.trainee_id === traineeId,
  );
  return {
    trainee: personRef(traineeId),
    grades: COURSE_TASK_KINDS.filter((kind) => kind in grades).map((kind) => ({
      kind,
      grade: grades[kind] ?? null,
    })),
    eligible: certificateEligible(grades),
    recommended: recommendedCertificate(grades),
    type: issued?.type ?? null,
    status: !issued ? 'waiting' : issued.type === 'no_certificate' ? 'no_certificate' : 'received',
  };
}
