// The corporate teacher's work as the seeded school has it, found once signed in: the ids the seed
// gives (Demo Corp's groups, their lessons and tasks, the employees, the paid tests) are asked for,
// never written down.
import { listAssignmentWork, listAssignments } from '@cabinet/api/assignments';
import { listCourses } from '@cabinet/api/courses';
import { listModuleFeedback } from '@cabinet/api/feedback';
import { listLessons } from '@cabinet/api/lessons';
import type { AssignmentKind, LessonListItem, WorkStatus } from '@cabinet/api/model';
import { createPaidPretestFeedback, listPaidPretestChecks } from '@cabinet/api/paid-pretests';
import { listTeacherStudents } from '@cabinet/api/students';
import { paths } from '../../shared/paths';

const group = paths.corporateTeacher.groupCourse;
const individual = paths.corporateTeacher.individualCourse;

/** Works a student has handed in, whatever the teacher has made of them since. */
const HANDED_IN: WorkStatus[] = ['need_review', 'in_review', 'sent', 'need_edits', 'completed'];

/** The teacher's first course of a kind, as the first card of their list. */
async function firstCourse(kind: 'group' | 'individual'): Promise<number> {
  const course = (await listCourses({ kind, per_page: 20 })).data[0];
  if (!course) throw new Error(`The seeded corporate teacher has a ${kind} course.`);
  return course.id;
}

/** The group's lessons, in order. */
async function lessonsOf(courseId: number): Promise<LessonListItem[]> {
  return (await listLessons(courseId, { per_page: 100 })).data;
}

/** A page of the teacher's first company group that needs only the group's id. */
export const groupPage =
  (page: 'general' | 'schedule' | 'assignedTasks' | 'students' | 'feedback' | 'summary') =>
  async (): Promise<string> =>
    group[page].to(await firstCourse('group'));

/** The group's last lesson held (or the first to come), with its attendance, as opened from the schedule. */
export async function groupLessonAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  const lessons = (await lessonsOf(courseId)).filter((lesson) => lesson.type !== 'trial');
  const held = lessons.filter((lesson) => lesson.status === 'completed').at(-1);
  const lesson = held ?? lessons.find((lesson) => lesson.status === 'upcoming');
  if (!lesson) throw new Error('The seeded company group has lessons.');
  return group.lesson.to(courseId, lesson.id);
}

/** The group's first lesson to come, at one of its other tabs (notes, meeting, substitution). */
export const groupLessonTab = (tab: 'notes' | 'zoom-info' | 'substitution') => async (): Promise<string> => {
  const courseId = await firstCourse('group');
  const lessons = (await lessonsOf(courseId)).filter((lesson) => lesson.type !== 'trial');
  const lesson = lessons.find((item) => item.status === 'upcoming') ?? lessons.at(-1);
  if (!lesson) throw new Error('The seeded company group has lessons.');
  return group.lesson.to(courseId, lesson.id, tab);
};

/** The trial lesson a company group opens with, on its own page. */
export async function trialLessonAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  const trial = (await lessonsOf(courseId)).find((lesson) => lesson.type === 'trial');
  if (!trial) throw new Error('The seeded company group opens with a trial lesson.');
  return group.trialLesson.to(courseId, trial.id);
}

/** The trial lesson's meeting tab. */
export async function trialLessonMeetingAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  const trial = (await lessonsOf(courseId)).find((lesson) => lesson.type === 'trial');
  if (!trial) throw new Error('The seeded company group opens with a trial lesson.');
  return group.trialLesson.to(courseId, trial.id, 'lesson-meeting');
}

/** The first test assigned to the group, as opened from its assigned tasks. */
export async function groupTestAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  const test = (await listAssignments(courseId, { kind: 'test' })).data[0];
  if (!test) throw new Error('The seeded company group has a test assigned.');
  return group.test.to(courseId, test.id);
}

/** The group's test taken on the platform (its questions answered there), else its first test. */
async function platformTest(courseId: number): Promise<number> {
  const tests = (await listAssignments(courseId, { kind: 'test' })).data;
  const test = tests.find((item) => item.platform === 'on') ?? tests[0];
  if (!test) throw new Error('The seeded company group has a test assigned.');
  return test.id;
}

/** The form of the group's test, as opened from the test's page. */
export async function groupEditTestAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  return group.editTest.to(courseId, await platformTest(courseId));
}

/** The group's first task or test with a work handed in (else its first), and a student of it. */
async function handedIn(courseId: number, kind: AssignmentKind) {
  const items = (await listAssignments(courseId, { kind })).data;
  for (const item of items) {
    const work = (await listAssignmentWork(item.id)).data.find((row) => HANDED_IN.includes(row.status));
    if (work) return { itemId: item.id, studentId: work.student.id };
  }
  const first = items[0];
  const work = first && (await listAssignmentWork(first.id)).data[0];
  if (!first || !work) throw new Error(`The seeded company group has a ${kind} with students.`);
  return { itemId: first.id, studentId: work.student.id };
}

/** The group's task with a work handed in, as opened from its assigned tasks. */
export async function groupTaskAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  return group.task.to(courseId, (await handedIn(courseId, 'task')).itemId);
}

/** A student's work on one of the group's tasks, handed in, as opened from the task's table. */
export async function groupTaskStudentAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  const { itemId, studentId } = await handedIn(courseId, 'task');
  return group.taskStudent.to(courseId, itemId, studentId);
}

/** A student's work on one of the group's tests, handed in, as opened from the test's table. */
export async function groupStudentTestAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  const { itemId, studentId } = await handedIn(courseId, 'test');
  return group.studentTest.to(courseId, itemId, studentId);
}

/** A student's module feedback as it will be read: one being written, else one begun or sent, else the first. */
export async function groupFeedbackPreviewAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  const rows = (await listModuleFeedback(courseId, { per_page: 100 })).data;
  const feedback =
    rows.find((row) => row.status === 'in_progress') ??
    rows.find((row) => row.status !== 'not_written') ??
    rows[0];
  if (!feedback) throw new Error('The seeded company group has module feedback.');
  return group.feedbackPreview.to(courseId, feedback.id);
}

/** A student's module feedback the teacher still writes, as opened from the group's feedback. */
export async function groupFeedbackFormAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  const rows = (await listModuleFeedback(courseId, { per_page: 100 })).data;
  const feedback =
    rows.find((row) => row.status === 'in_progress') ?? rows.find((row) => row.status === 'not_written');
  if (!feedback) throw new Error('The seeded company group has feedback to write.');
  return group.feedbackItem.to(courseId, feedback.id);
}

/** A page of the teacher's first individual course. */
export const individualPage = (page: 'general' | 'schedule') => async (): Promise<string> =>
  individual[page].to(await firstCourse('individual'));

/** The individual course's first lesson to come (or its last), as opened from its schedule, at a tab. */
export async function individualLessonAddress(tab?: 'notes' | 'substitution'): Promise<string> {
  const courseId = await firstCourse('individual');
  const lessons = await lessonsOf(courseId);
  const lesson = lessons.find((item) => item.status === 'upcoming') ?? lessons.at(-1);
  if (!lesson) throw new Error('The seeded individual course has lessons.');
  return individual.lesson.to(courseId, lesson.id, tab);
}

/** The first of the teacher's students, as opened from the students' list. */
export async function studentAddress(): Promise<string> {
  const student = (await listTeacherStudents({ per_page: 20 })).data[0];
  if (!student) throw new Error('The seeded corporate teacher has students.');
  return paths.corporateTeacher.student.to(student.id);
}

/**
 * A paid test at a part, as opened from the list: the first waiting for the teacher (they come
 * first), or one whose feedback is sent.
 */
export const paidTestAddress =
  (section: 'writing' | 'speaking' = 'writing', which: 'waiting' | 'checked' = 'waiting') =>
  async (): Promise<string> => {
    const tests = (await listPaidPretestChecks()).data;
    const test =
      which === 'waiting'
        ? tests[0]
        : tests.find((item) => item.feedbacks.some((feedback) => feedback.sent_at !== null));
    if (!test)
      throw new Error(`The seeded school has a paid test ${which === 'waiting' ? 'to check' : 'checked'}.`);
    return paths.corporateTeacher.paidPlacementTest.to(test.id, section);
  };

/** A paid test whose writing has no feedback yet, with a detailed one begun as the teacher begins it. */
export async function paidTestFeedbackAddress(): Promise<string> {
  const tests = (await listPaidPretestChecks()).data;
  const test = tests.find((item) => !item.feedbacks.some((feedback) => feedback.part === 'writing'));
  if (!test) throw new Error('The seeded school has a paid test whose writing waits for feedback.');
  const feedback = (await createPaidPretestFeedback(test.id, { part: 'writing', kind: 'detailed' })).data;
  return paths.corporateTeacher.paidPlacementTestFeedback.to(test.id, 'writing', feedback.id);
}
