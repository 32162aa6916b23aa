import type { WorkStatus } from '../../generated/model';
import { users } from '../db';
import type { AssignmentRow } from '../db/assignments';
import type { ClubRow } from '../db/clubs';
import type { CourseRow } from '../db/courses';
import type { LessonRow } from '../db/lessons';
import type { SubstitutionRow } from '../db/substitutions';
import { clubWaits } from '../db/notifications';
import {
  clubsLink,
  feedbackLink,
  lessonLink,
  managerPlacementLink,
  paidPlacementLink,
  parentLink,
  substitutionsLink,
  taskLink,
} from './links';
import { type NotificationParams, notify } from './notify';

/**
 * The moments the school tells people of, each called once by the handler where it happens; who
 * hears of it and with which facts and link is decided here (docs/rules-and-limits.md#notifications).
 */

const parentOf = (studentId: number): number | undefined => users.byId(studentId)?.parentId;
const isSchoolGroup = (course: CourseRow) => course.kind === 'group' && course.company_name === null;
const taskParams = (assignment: AssignmentRow, course: CourseRow) => ({
  title: assignment.title,
  title_en: assignment.title_en ?? assignment.title,
  course: course.name,
});

/** A teacher returned a work for edits, or completed (graded) it. */
export function workReviewed(
  assignment: AssignmentRow,
  course: CourseRow,
  studentId: number,
  before: WorkStatus,
  after: WorkStatus,
  score: number | null,
): void {
  if (before === after || (after !== 'need_edits' && after !== 'completed')) return;
  const test = assignment.kind === 'test';
  const type = after === 'need_edits' ? 'task_returned' : test ? 'test_result' : 'task_graded';
  const params = {
    ...taskParams(assignment, course),
    ...(score !== null && assignment.max_score !== null ? { score, max_score: assignment.max_score } : {}),
  };
  notify(studentId, type, params, taskLink(course, assignment.id, test));
  const parent = parentOf(studentId);
  if (parent && type !== 'task_returned' && isSchoolGroup(course))
    notify(parent, type, params, parentLink.task(course.id, studentId, assignment.id, test));
}

/** A test was appointed to a lesson: its students hear of the date. */
export function testAppointed(assignment: AssignmentRow, course: CourseRow, lesson: LessonRow): void {
  for (const studentId of assignment.student_ids ?? course.student_ids) {
    notify(
      studentId,
      'test_appointed',
      { ...taskParams(assignment, course), starts_at: lesson.starts_at },
      taskLink(course, assignment.id, true),
    );
  }
}

/** A lesson was moved or cancelled: its students (and their parents) hear of it. */
export function lessonChanged(
  lesson: LessonRow,
  course: CourseRow,
  type: 'lesson_moved' | 'lesson_cancelled',
): void {
  const params = { course: course.name, starts_at: lesson.starts_at };
  for (const studentId of course.student_ids) {
    notify(studentId, type, params, lessonLink(course, lesson.id, 'learner'));
    const parent = parentOf(studentId);
    if (parent && isSchoolGroup(course))
      notify(parent, type, params, parentLink.lesson(course.id, studentId, lesson.id));
  }
}

/**
 * A substitution request was answered: the teacher who asked hears it was taken or declined; a
 * taken one tells the course's students their lesson has a substitute.
 */
export function substitutionAnswered(
  row: SubstitutionRow,
  answer: 'accepted' | 'declined',
  course: CourseRow | undefined,
): void {
  notify(
    row.requested_by,
    'substitution_answered',
    { course: row.course_name, lesson_number: row.lesson_number, starts_at: row.starts_at, answer },
    substitutionsLink(),
  );
  if (answer !== 'accepted' || !course || row.lesson_id === null) return;
  for (const studentId of course.student_ids) {
    notify(
      studentId,
      'lesson_substituted',
      { course: course.name, starts_at: row.starts_at },
      lessonLink(course, row.lesson_id, 'learner'),
    );
  }
}

/** Module feedback reached its reader (the student and a school group's parent). */
export function feedbackSent(course: CourseRow, studentId: number): void {
  notify(studentId, 'feedback_sent', { course: course.name }, feedbackLink(course, 'learner'));
  const parent = parentOf(studentId);
  if (parent && isSchoolGroup(course))
    notify(parent, 'feedback_sent', { course: course.name }, parentLink.feedback(course.id, studentId));
}

/** The director of studies opened feedback again for its teacher to edit. */
export function feedbackReopened(course: CourseRow, comment: string | null): void {
  notify(
    course.teacher_id,
    'feedback_reopened',
    { course: course.name, ...(comment ? { comment: comment.slice(0, 300) } : {}) },
    feedbackLink(course, 'teacher'),
  );
}

const clubParams = (club: ClubRow) => ({
  title: club.name,
  title_en: club.name_en,
  starts_at: club.starts_at,
});

/** A learner's place in a club is booked. */
export function clubBooked(userId: number, club: ClubRow): void {
  const user = users.byId(userId);
  notify(userId, 'club_booked', clubParams(club), clubsLink(user?.spaces ?? []));
}

/** A learner was refused a full club: they hear when a seat is freed. */
export function clubSeatWanted(userId: number, club: ClubRow): void {
  if (!clubWaits.rows.some((row) => row.club_id === club.id && row.user_id === userId))
    clubWaits.insert({ club_id: club.id, user_id: userId });
}

/** A seat of a club was freed: everyone who wanted one hears of it, once. */
export function clubSeatFreed(club: ClubRow): void {
  const waiting = clubWaits.where((row) => row.club_id === club.id);
  for (const wait of waiting) {
    notify(
      wait.user_id,
      'club_seat_freed',
      clubParams(club),
      clubsLink(users.byId(wait.user_id)?.spaces ?? []),
    );
  }
  if (waiting.length === 0) return;
  clubWaits.rows.splice(0, clubWaits.rows.length, ...clubWaits.rows.filter((row) => row.club_id !== club.id));
  clubWaits.save();
}

/** The company's manager assigned a paid placement test to an employee. */
export function placementAssigned(studentId: number): void {
  notify(studentId, 'placement_assigned', {}, paidPlacementLink());
}

/** A paid placement test's result is out: for the employee and the manager who assigned it. */
export function placementResult(studentId: number, managerId: number | null, level: string | null): void {
  const params: NotificationParams = level ? { level } : {};
  notify(studentId, 'placement_result', params, paidPlacementLink());
  if (managerId !== null) {
    const name = users.byId(studentId);
    notify(
      managerId,
      'placement_result',
      { ...params, student: name?.name ?? '', student_en: name?.nameEn ?? '' },
      managerPlacementLink(studentId),
    );
  }
}
