// The addresses of the teacher's screens below the menu, found on the seeded school once the demo
// teacher has signed in (packages/api/src/mock/db/works-demo.ts: in group 1 the demo student's
// works in every status, some waiting for the teacher's review).
import { listAssignmentWork, listAssignments } from '@cabinet/api/assignments';
import { listClubs } from '@cabinet/api/clubs';
import { getCourse, listCourses } from '@cabinet/api/courses';
import { listModuleFeedback } from '@cabinet/api/feedback';
import { listLessons } from '@cabinet/api/lessons';
import type { ModuleFeedbackStatus, WorkStatus } from '@cabinet/api/model';
import { listPretestInterviews } from '@cabinet/api/pretests';
import { listTeacherStudents } from '@cabinet/api/students';
import { listSubstitutions } from '@cabinet/api/substitutions';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { paths } from '../../shared/paths';
import { type ScreenStory, pageSettled } from '../screen-story';

/** GE-B1-01: the demo teacher's online group in progress (the seed's group 1). */
export const GROUP = 1;

const group = paths.teacher.groupCourse;
const individual = paths.teacher.individualCourse;
const substituted = paths.teacher.substitutionCourse;

/** Written works: those a student has handed in, whatever the teacher has made of them since. */
const HANDED_IN: WorkStatus[] = ['need_review', 'in_review', 'sent', 'need_edits', 'completed'];

/** The group's task with a work waiting for review, else its first task. */
async function taskToReview(): Promise<number> {
  const tasks = (await listAssignments(GROUP, { kind: 'task' })).data;
  const waiting = tasks.find((task) => (task.status_counts?.need_review ?? 0) > 0) ?? tasks[0];
  if (!waiting) throw new Error('The seeded group has tasks.');
  return waiting.id;
}

/** The group's task with a work waiting for review, as the teacher opens it from the assigned tasks. */
export async function groupTask(): Promise<string> {
  return group.task.to(GROUP, await taskToReview());
}

/** A student's work on one of the group's tasks in one of the statuses (the first found), else the first work. */
export const groupStudentWork =
  (...statuses: WorkStatus[]) =>
  async (): Promise<string> => {
    const tasks = (await listAssignments(GROUP, { kind: 'task' })).data;
    for (const status of statuses) {
      for (const task of tasks) {
        if ((task.status_counts?.[status] ?? 0) === 0) continue;
        const work = (await listAssignmentWork(task.id)).data.find((row) => row.status === status);
        if (work) return group.taskStudent.to(GROUP, task.id, work.student.id);
      }
    }
    const taskId = await taskToReview();
    const work = (await listAssignmentWork(taskId)).data[0];
    if (!work) throw new Error('The seeded task has students.');
    return group.taskStudent.to(GROUP, taskId, work.student.id);
  };

/** A student's module feedback of the group the teacher still writes, else the first one. */
export async function groupFeedbackToWrite(): Promise<string> {
  const writable: ModuleFeedbackStatus[] = ['not_written', 'in_progress', 'need_edit'];
  const feedback = (await listModuleFeedback(GROUP, { per_page: 100 })).data;
  const item = feedback.find((row) => writable.includes(row.status)) ?? feedback[0];
  if (!item) throw new Error('The seeded group has module feedback.');
  return group.feedbackItem.to(GROUP, item.id);
}

/** The group's tests, in order. */
async function groupTests() {
  return (await listAssignments(GROUP, { kind: 'test' })).data;
}

/** A test of the group on the platform (its questions answered there), else its first test. */
async function platformTest(): Promise<number> {
  const tests = await groupTests();
  const test = tests.find((item) => item.platform === 'on') ?? tests[0];
  if (!test) throw new Error('The seeded group has tests.');
  return test.id;
}

/** The group's test on the platform, as the teacher opens it from the assigned tasks. */
export async function groupTest(): Promise<string> {
  return group.test.to(GROUP, await platformTest());
}

/** The form of the group's test on the platform, opened from the test's page. */
export async function groupTestEdit(): Promise<string> {
  return group.editTest.to(GROUP, await platformTest());
}

/** A student's work on one of the group's tests that was handed in, else the first work on a test. */
export async function groupStudentTest(): Promise<string> {
  const tests = await groupTests();
  for (const status of HANDED_IN) {
    for (const test of tests) {
      if ((test.status_counts?.[status] ?? 0) === 0) continue;
      const work = (await listAssignmentWork(test.id)).data.find((row) => row.status === status);
      if (work) return group.studentTest.to(GROUP, test.id, work.student.id);
    }
  }
  const first = tests[0];
  const work = first && (await listAssignmentWork(first.id)).data[0];
  if (!first || !work) throw new Error('The seeded group has a test with students.');
  return group.studentTest.to(GROUP, first.id, work.student.id);
}

/**
 * A student's module feedback of the group as it will be read: one the teacher is writing (its
 * preview links back to the form), else one begun or sent, else the first.
 */
export async function groupFeedbackPreview(): Promise<string> {
  const feedback = (await listModuleFeedback(GROUP, { per_page: 100 })).data;
  const item =
    feedback.find((row) => row.status === 'in_progress') ??
    feedback.find((row) => row.status !== 'not_written') ??
    feedback[0];
  if (!item) throw new Error('The seeded group has module feedback.');
  return group.feedbackPreview.to(GROUP, item.id);
}

/** The group's last lesson held, as the teacher opens it from the group's schedule. */
export async function lastHeldLesson(): Promise<string> {
  const lessons = (await listLessons(GROUP, { per_page: 100 })).data;
  const lesson = lessons.filter((item) => item.status === 'completed').at(-1) ?? lessons[0];
  if (!lesson) throw new Error('The seeded group has lessons.');
  return group.lesson.to(GROUP, lesson.id);
}

/** The group's first lesson still to come, at one of its tabs (notes, Zoom, substitution). */
export const upcomingLessonTab =
  (tab: 'notes' | 'zoom-info' | 'substitution') => async (): Promise<string> => {
    const lessons = (await listLessons(GROUP, { per_page: 100 })).data;
    const lesson = lessons.find((item) => item.status === 'upcoming') ?? lessons[0];
    if (!lesson) throw new Error('The seeded group has lessons.');
    return group.lesson.to(GROUP, lesson.id, tab);
  };

/** The teacher's individual course in progress, else the first on the list. */
export async function firstIndividualCourse(): Promise<number> {
  const courses = (await listCourses({ kind: 'individual', per_page: 100 })).data;
  const course = courses.find((item) => item.status === 'in_progress') ?? courses[0];
  if (!course) throw new Error('The seeded teacher has an individual course.');
  return course.id;
}

/** An individual course's page, as the teacher opens it from the individuals. */
export const individualPage =
  (page: 'general' | 'schedule' | 'assignedTasks' | 'feedback' | 'summary') => async (): Promise<string> =>
    individual[page].to(await firstIndividualCourse());

/** The individual course's first lesson to come (else its last), at one of its tabs. */
export const individualLesson = (tab?: 'notes' | 'substitution') => async (): Promise<string> => {
  const courseId = await firstIndividualCourse();
  const lessons = (await listLessons(courseId, { per_page: 100 })).data;
  const lesson = lessons.find((item) => item.status === 'upcoming') ?? lessons.at(-1);
  if (!lesson) throw new Error('The seeded individual course has lessons.');
  return individual.lesson.to(courseId, lesson.id, tab);
};

/** The individual course's task with a work handed in (else its first task), and that work. */
async function individualTaskAndWork() {
  const courseId = await firstIndividualCourse();
  const tasks = (await listAssignments(courseId, { kind: 'task' })).data;
  for (const task of tasks) {
    const work = (await listAssignmentWork(task.id)).data.find((row) => HANDED_IN.includes(row.status));
    if (work) return { courseId, task, studentId: work.student.id };
  }
  const task = tasks[0];
  if (!task) throw new Error('The seeded individual course has tasks.');
  const work = (await listAssignmentWork(task.id)).data[0];
  if (!work) throw new Error('The seeded individual task has its student.');
  return { courseId, task, studentId: work.student.id };
}

/** A task of the individual course: its page, its form, or the student's work on it. */
export const individualTask = (page: 'view' | 'edit' | 'viewStudent') => async (): Promise<string> => {
  const { courseId, task, studentId } = await individualTaskAndWork();
  if (page === 'viewStudent') return individual.viewStudent.to(courseId, task.module_id, task.id, studentId);
  return individual[page].to(courseId, task.module_id, task.id);
};

/**
 * The individual course the teacher substitutes in: the seed's individual lesson the teacher took
 * over (approved, held or cancelled late), opened under the substitute's addresses.
 */
export const substitutedIndividual = (page: 'general' | 'lesson') => async (): Promise<string> => {
  const taken = (await listSubstitutions({ side: 'offered', kind: 'individual', per_page: 100 })).data.find(
    (item) =>
      item.decision === 'accepted' &&
      (item.status === 'approved' || item.status === 'ended') &&
      item.course_id !== null &&
      item.lesson_id !== null,
  );
  if (!taken?.course_id || !taken.lesson_id)
    throw new Error('The seeded teacher holds an individual lesson as a substitute.');
  return page === 'general'
    ? substituted.general.to(taken.course_id)
    : substituted.lesson.to(taken.course_id, taken.lesson_id);
};

/** The form for a new task of the individual course's first module. */
export async function individualTaskCreate(): Promise<string> {
  const courseId = await firstIndividualCourse();
  const module = (await getCourse(courseId)).data.modules[0];
  if (!module) throw new Error('The seeded individual course has modules.');
  return individual.create.to(courseId, module.id, 'task');
}

/** The first club the teacher leads that is still to come. */
export async function upcomingClub(): Promise<string> {
  const clubs = (await listClubs({ period: 'upcoming', per_page: 100 })).data;
  const club = clubs[0];
  if (!club) throw new Error('The seeded teacher leads a club to come.');
  return paths.teacher.club.to(club.id);
}

/** The first of the teacher's students. */
export async function firstStudent(): Promise<string> {
  const student = (await listTeacherStudents({ per_page: 100 })).data[0];
  if (!student) throw new Error('The seeded teacher has students.');
  return paths.teacher.student.to(student.id);
}

/** The first entry test whose speaking interview waits, else the first on the list. */
export async function interviewWaiting(): Promise<string> {
  const tests = (await listPretestInterviews()).data;
  const test = tests.find((item) => item.interview.status === 'waiting') ?? tests[0];
  if (!test) throw new Error('The seeded school has entry tests to interview.');
  return paths.teacher.placementTest.to(test.id);
}

/** Presses the button whose text is `key` (`namespace:key`) once the page is at rest: a form sent as it is. */
export const pressOnceSettled =
  (key: string): ScreenStory['play'] =>
  async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: i18n.t(key) }));
  };
