// The corporate teacher's work as the seeded school has it, found once signed in: the ids the seed
// gives (Demo Corp's groups, their lessons and tasks, the employees, the paid tests) are asked for,
// never written down.
import { listAssignments } from '@cabinet/api/assignments';
import { listCourses } from '@cabinet/api/courses';
import { listModuleFeedback } from '@cabinet/api/feedback';
import { listLessons } from '@cabinet/api/lessons';
import type { LessonListItem } from '@cabinet/api/model';
import { createPaidPretestFeedback, listPaidPretestChecks } from '@cabinet/api/paid-pretests';
import { listTeacherStudents } from '@cabinet/api/students';
import { paths } from '../../shared/paths';

const group = paths.corporateTeacher.groupCourse;
const individual = paths.corporateTeacher.individualCourse;

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
  (page: 'general' | 'schedule' | 'assignedTasks' | 'students' | 'feedback') => async (): Promise<string> =>
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

/** The trial lesson a company group opens with, on its own page. */
export async function trialLessonAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  const trial = (await lessonsOf(courseId)).find((lesson) => lesson.type === 'trial');
  if (!trial) throw new Error('The seeded company group opens with a trial lesson.');
  return group.trialLesson.to(courseId, trial.id);
}

/** The first test assigned to the group, as opened from its assigned tasks. */
export async function groupTestAddress(): Promise<string> {
  const courseId = await firstCourse('group');
  const test = (await listAssignments(courseId, { kind: 'test' })).data[0];
  if (!test) throw new Error('The seeded company group has a test assigned.');
  return group.test.to(courseId, test.id);
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

/** The individual course's first lesson to come (or its last), as opened from its schedule. */
export async function individualLessonAddress(): Promise<string> {
  const courseId = await firstCourse('individual');
  const lessons = await lessonsOf(courseId);
  const lesson = lessons.find((item) => item.status === 'upcoming') ?? lessons.at(-1);
  if (!lesson) throw new Error('The seeded individual course has lessons.');
  return individual.lesson.to(courseId, lesson.id);
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
