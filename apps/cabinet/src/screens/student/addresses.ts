// The addresses of the student's screens below the menu, found on the seeded school once the demo
// student has signed in (packages/api/src/mock/db/works-demo.ts: in group 1 a work in every status
// and a test to take; a few works in the individual course).
import { listAssignments } from '@cabinet/api/assignments';
import { listClubs } from '@cabinet/api/clubs';
import { listCourses } from '@cabinet/api/courses';
import { listLessons } from '@cabinet/api/lessons';
import type { Assignment, Club, WorkStatus } from '@cabinet/api/model';
import { CLUBS_PER_PAGE } from '../../features/clubs/ClubList';
import { clubName } from '../../features/clubs/club-rules';
import { i18n } from '../../i18n';
import { paths } from '../../shared/paths';
import { userEvent, waitFor, within } from 'storybook/test';
import { type ScreenStory, pageSettled } from '../screen-story';

/** GE-B1-01: the demo student's online group in progress (the seed's group 1). */
export const GROUP = 1;

/** The student's individual course, the first on the list. */
export async function firstIndividualCourse(): Promise<number> {
  const courses = (await listCourses({ kind: 'individual', per_page: 100 })).data;
  const course = courses.find((item) => item.status === 'in_progress') ?? courses[0];
  if (!course) throw new Error('The seeded student has an individual course.');
  return course.id;
}

/** A course's last lesson held, as the student opens it from the schedule. */
export async function lastHeldLesson(courseId: number): Promise<number> {
  const lessons = (await listLessons(courseId, { per_page: 100 })).data;
  const held = lessons.filter((item) => item.status === 'completed');
  const lesson = held.at(-1) ?? lessons[0];
  if (!lesson) throw new Error('The seeded course has lessons.');
  return lesson.id;
}

/** The course's assignment of a kind whose work is in one of the statuses, first found. */
export async function assignmentIn(
  courseId: number,
  kind: Assignment['kind'],
  ...statuses: WorkStatus[]
): Promise<number> {
  const assignments = (await listAssignments(courseId, { kind })).data;
  for (const status of statuses) {
    const found = assignments.find((item) => item.work?.status === status);
    if (found) return found.id;
  }
  const any = assignments[0];
  if (!any) throw new Error(`The seeded course ${courseId} has a ${kind}.`);
  return any.id;
}

/** A task of group 1 in a status, at its address in the group. */
export const groupTaskIn =
  (...statuses: WorkStatus[]) =>
  async (): Promise<string> =>
    paths.student.groupTask.to(GROUP, await assignmentIn(GROUP, 'task', ...statuses));

/**
 * Presses the page's first button whose name starts with a text and, if given, ends with one of
 * the names: the clubs' buttons name their club after it for a screen reader ("Cancel booking:
 * Club"), so no whole name is known before.
 */
async function pressFirst(canvasElement: HTMLElement, start: string, names?: Set<string>): Promise<void> {
  const buttons = within(canvasElement).getAllByRole('button', { name: (name) => name.startsWith(start) });
  const button = buttons.find(
    (each) => !names || [...names].some((name) => (each.textContent ?? '').endsWith(`: ${name}`)),
  );
  if (!button)
    throw new Error(
      `No button of [${buttons.map((each) => each.textContent).join(' | ')}] names one of [${[...(names ?? [])].join(' | ')}].`,
    );
  await userEvent.click(button);
}

/**
 * The upcoming clubs' page on which the student's first club that `wanted` is shows (the list
 * runs by date, a page at a time).
 */
export const clubsPageWith = (wanted: (club: Club) => boolean) => async (): Promise<string> => {
  const upcoming = (await listClubs({ period: 'upcoming', per_page: 100 })).data;
  const index = upcoming.findIndex(wanted);
  if (index < 0) throw new Error('The seeded student has such a club coming up.');
  return `${paths.student.clubsUpcoming.to()}?page=${Math.floor(index / CLUBS_PER_PAGE) + 1}`;
};

/** A club's dialog, opened from its card's button whose text is `key` (`namespace:key`). */
export const openClubDialog =
  (key: string): ScreenStory['play'] =>
  async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    await pressFirst(canvasElement, i18n.t(key));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 });
  };

/**
 * Booking the first paid place on offer: the school books it waiting for payment and the page
 * leads on to the order's checkout, where the story waits until it has come to rest.
 */
export const bookPaidPlace: ScreenStory['play'] = async ({ canvasElement }) => {
  await pageSettled(canvasElement);
  const upcoming = (await listClubs({ period: 'upcoming', per_page: 100 })).data;
  const open = upcoming.filter((club) => club.enabled && !club.booking && club.seats_left > 0);
  const names = new Set(open.map((club) => clubName(club, i18n.language)));
  await pressFirst(canvasElement, i18n.t('clubs:actions.bookPaid', { price: '' }), names);
  const title = i18n.t('checkout:title');
  await waitFor(() => within(canvasElement).getByRole('heading', { level: 1, name: title }), {
    timeout: 20_000,
  });
  await pageSettled(canvasElement);
};
