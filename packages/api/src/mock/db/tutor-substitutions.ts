import { type SubstitutionFacts, freeTeachers } from '../rules/substitutions';
import type { CourseRow } from './courses';
import type { LessonRow } from './lessons';
import type { SubstitutionReason, SubstitutionRow } from './substitutions';
import * as clock from '../../time/clock';

type Interval = { starts_at: string; ends_at: string };
type Drawn = { reason: SubstitutionReason; comment: string };
type NewRow = Omit<SubstitutionRow, 'id'>;

/** What the substitutions' seed lends the tutors' part: its rows, helpers and the lessons already used. */
export type TutorSeedContext = {
  rows: readonly SubstitutionRow[];
  used: Set<number>;
  courses: readonly CourseRow[];
  lessons: readonly LessonRow[];
  tutors: readonly number[];
  add: (row: NewRow) => SubstitutionRow;
  draw: () => Drawn;
  busyTimes: (rows: readonly SubstitutionRow[]) => Map<number, Interval[]>;
  lessonRequest: (lesson: LessonRow, course: CourseRow, facts: Partial<SubstitutionFacts> & Drawn) => NewRow;
};

const DAY = 86_400_000;

/**
 * Requests between the tutors for their TKT and TYLT groups' lessons, both ways and in both
 * courses, so the demo tutor's lists hold their own requests in every status (waiting, taken by
 * the other tutor, in moderation, cancelled, ended) and the other tutor's requests offered to
 * them (waiting, declined, held by them upcoming and ended, cancelled). Offered to the free tutors only.
 */
export function seedTutorRequests(ctx: TutorSeedContext, demoTutor: number): void {
  const now = clock.nowMs();
  const other = ctx.tutors.find((id) => id !== demoTutor);
  if (other === undefined) return;
  const courseOf = new Map(ctx.courses.map((course) => [course.id, course]));
  const upcoming = (lesson: LessonRow) => Date.parse(lesson.starts_at) > now + DAY;
  const ended = (lesson: LessonRow) => Date.parse(lesson.ends_at) < now;
  const isFree = (tutor: number, lesson: Interval) =>
    freeTeachers([tutor], ctx.busyTimes(ctx.rows), lesson).length === 1;

  /** A lesson of `asker`'s group of `training` (free for `taker` when named), requested with `facts`. */
  const request = (
    asker: number,
    taker: number,
    training: 'tkt' | 'tylt',
    when: (lesson: LessonRow) => boolean,
    facts: Partial<SubstitutionFacts> = {},
  ) => {
    const lesson = ctx.lessons.find((l) => {
      const course = courseOf.get(l.course_id);
      return (
        course?.teacher_id === asker &&
        course.training === training &&
        !ctx.used.has(l.id) &&
        when(l) &&
        isFree(taker, l)
      );
    });
    const course = lesson && courseOf.get(lesson.course_id);
    if (!lesson || !course) return;
    ctx.used.add(lesson.id);
    const offered = freeTeachers(
      ctx.tutors.filter((id) => id !== asker),
      ctx.busyTimes(ctx.rows),
      lesson,
    );
    ctx.add(ctx.lessonRequest(lesson, course, { ...ctx.draw(), offered_to: offered, ...facts }));
  };

  for (const training of ['tkt', 'tylt'] as const) {
    // The demo tutor's own requests.
    request(demoTutor, other, training, upcoming);
    request(demoTutor, other, training, upcoming, { state: 'approved', substitute_id: other });
    request(demoTutor, other, training, upcoming, { state: 'moderation' });
    request(demoTutor, other, training, upcoming, { state: 'canceled', canceled_by_requester: true });
    request(demoTutor, other, training, ended, { state: 'approved', substitute_id: other });
    // The other tutor's requests offered to the demo tutor. Their groups meet at the same hours,
    // so the demo tutor is free for few of their lessons: none is taken ahead, to keep those open.
    request(other, demoTutor, training, upcoming);
    request(other, demoTutor, training, upcoming, { declined_by: [demoTutor] });
    request(other, demoTutor, training, upcoming);
    request(other, demoTutor, training, ended, { state: 'approved', substitute_id: demoTutor });
    request(other, demoTutor, training, upcoming, { state: 'canceled', canceled_by_requester: true });
    request(other, demoTutor, training, upcoming, { state: 'moderation' });
  }
}
