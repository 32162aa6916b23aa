import { describe, expect, it } from 'vitest';
import { listCalendarEvents } from '../../generated/calendar/calendar';
import {
  acceptSubstitution,
  cancelSubstitution,
  declineSubstitution,
  listSubstitutions,
  requestSubstitution,
} from '../../generated/substitutions/substitutions';
import { ListCalendarEventsResponse } from '../../generated/zod/calendar/calendar';
import {
  AcceptSubstitutionResponse,
  ListSubstitutionsResponse,
  RequestSubstitutionResponse,
} from '../../generated/zod/substitutions/substitutions';
import { clubs } from '../db/clubs';
import { coursesOfTeacher } from '../db/courses';
import { type LessonRow, lessons } from '../db/lessons';
import { allTeacherIds, substitutions } from '../db/substitutions';
import { DEMO } from '../db/world/people';
import { schoolToday, shiftDate } from '../../time/school-time';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const all = async (query: Parameters<typeof listSubstitutions>[0] = {}) =>
  ListSubstitutionsResponse.parse(await listSubstitutions({ per_page: 100, ...query })).data;

/** An upcoming lesson of the demo teacher with no request yet. */
const freeLessonOfTeacher = (): LessonRow => {
  const taught = new Set(coursesOfTeacher(DEMO.teacher()).map((c) => c.id));
  const requested = new Set(substitutions.rows.map((row) => row.lesson_id));
  const lesson = lessons.rows.find(
    (l) =>
      taught.has(l.course_id) && Date.parse(l.starts_at) > Date.now() + 86_400_000 && !requested.has(l.id),
  );
  if (!lesson) throw new Error('The seed has no upcoming lesson of the demo teacher.');
  return lesson;
};

const calendarAround = async (iso: string) => {
  const day = schoolToday(new Date(iso));
  return ListCalendarEventsResponse.parse(await listCalendarEvents({ from: day, to: shiftDate(day, 1) }))
    .data;
};

describe('listSubstitutions', () => {
  it('shows the demo teacher requests offered to them, waiting for their answer, of every kind', async () => {
    await signIn('teacher@demo.school');
    const offered = await all({ side: 'offered' });
    expect(offered.every((s) => s.side === 'offered' && s.requested_by.id !== DEMO.teacher())).toBe(true);
    const waiting = offered.filter((s) => s.status === 'waiting' && s.decision === null);
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(new Set(offered.map((s) => s.kind))).toEqual(
      new Set(['group', 'individual', 'corporate_group', 'corporate_individual']),
    );
    expect(offered.some((s) => s.decision === 'declined')).toBe(true);
    const held = offered.filter((s) => s.substitute?.id === DEMO.teacher() && s.status === 'ended');
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((s) => s.paid && s.decision === 'accepted')).toBe(true);
    const lateCancel = offered.find((s) => s.late_cancel);
    expect(lateCancel?.paid).toBe(true);
    expect(offered.map((s) => Date.parse(s.starts_at))).toEqual(
      offered.map((s) => Date.parse(s.starts_at)).sort((a, b) => b - a),
    );
  });

  it('shows the teacher’s own requests in each status with their decisions', async () => {
    await signIn('teacher@demo.school');
    const requested = await all({ side: 'requested' });
    expect(requested.every((s) => s.side === 'requested' && s.requested_by.id === DEMO.teacher())).toBe(true);
    expect(new Set(requested.map((s) => s.status))).toEqual(
      new Set(['waiting', 'approved', 'moderation', 'canceled', 'ended']),
    );
    expect(requested.find((s) => s.status === 'canceled')?.decision).toBe('deleted');
    expect(requested.find((s) => s.status === 'approved')?.decision).toBe('accepted');
    expect(requested.find((s) => s.status === 'approved')?.substitute?.id).toBe(DEMO.dos());
  });

  it('filters by kind, status and lesson, and refuses a value that is not one', async () => {
    await signIn('teacher@demo.school');
    const corporate = await all({ kind: 'corporate_group' });
    expect(corporate.length).toBeGreaterThan(0);
    expect(corporate.every((s) => s.kind === 'corporate_group' && s.lesson_id === null)).toBe(true);
    const waiting = await all({ status: 'waiting' });
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((s) => s.status === 'waiting')).toBe(true);
    const lessonId = waiting.find((s) => s.lesson_id !== null)?.lesson_id as number;
    const ofLesson = await all({ lesson_id: lessonId });
    expect(ofLesson.length).toBeGreaterThan(0);
    expect(ofLesson.every((s) => s.lesson_id === lessonId)).toBe(true);
    await expectError(
      listSubstitutions({ kind: 'school' as 'group' }, silent),
      422,
      'validation_failed',
      'kind',
    );
  });

  it('keeps a request in moderation from the teachers it would be offered to', async () => {
    const held = substitutions.rows.find((row) => row.state === 'moderation');
    expect(held).toBeDefined();
    for (const teacherId of held?.offered_to ?? []) {
      await signIn(teacherId);
      expect((await all({ side: 'offered' })).some((s) => s.id === held?.id)).toBe(false);
    }
  });

  it('is refused to spaces without teaching', async () => {
    await signIn('student@demo.school');
    await expectError(listSubstitutions(undefined, silent), 403, 'forbidden');
  });
});

describe('requestSubstitution', () => {
  it('offers the lesson to the teachers free at its time, once', async () => {
    await signIn('teacher@demo.school');
    const lesson = freeLessonOfTeacher();
    const made = RequestSubstitutionResponse.parse(
      await requestSubstitution(lesson.id, { reason: 'illness', comment: 'Plan in the notes.' }),
    ).data;
    expect(made).toMatchObject({
      status: 'waiting',
      side: 'requested',
      decision: null,
      lesson_id: lesson.id,
    });
    expect(made.starts_at).toBe(lesson.starts_at);
    const row = substitutions.byId(made.id);
    expect(row?.offered_to.length).toBeGreaterThan(0);
    expect(row?.offered_to).not.toContain(DEMO.teacher());
    await expectError(
      requestSubstitution(lesson.id, { reason: 'illness', comment: '' }, silent),
      409,
      'transition_not_allowed',
    );
  });

  it('answers "no teachers available at the selected time" when every other teacher is busy', async () => {
    await signIn('teacher@demo.school');
    const lesson = freeLessonOfTeacher();
    const model = clubs.rows[0];
    if (!model) throw new Error('no clubs');
    for (const teacherId of allTeacherIds().filter((id) => id !== DEMO.teacher())) {
      clubs.insert({ ...model, teacher_id: teacherId, starts_at: lesson.starts_at, ends_at: lesson.ends_at });
    }
    await expectError(
      requestSubstitution(lesson.id, { reason: 'vacation', comment: '' }, silent),
      409,
      'no_substitute_available',
    );
  });

  it('refuses a lesson that has started, another teacher’s lesson and a bad reason', async () => {
    await signIn('teacher@demo.school');
    const taught = new Set(coursesOfTeacher(DEMO.teacher()).map((c) => c.id));
    const past = lessons.rows.find((l) => taught.has(l.course_id) && Date.parse(l.starts_at) < Date.now());
    const others = lessons.rows.find((l) => !taught.has(l.course_id));
    await expectError(
      requestSubstitution(past?.id ?? 0, { reason: 'illness', comment: '' }, silent),
      409,
      'transition_not_allowed',
    );
    await expectError(
      requestSubstitution(others?.id ?? 0, { reason: 'illness', comment: '' }, silent),
      404,
      'not_found',
    );
    await expectError(
      requestSubstitution(freeLessonOfTeacher().id, { reason: 'bored' as 'other', comment: '' }, silent),
      422,
      'validation_failed',
      'reason',
    );
    await signIn('corp.teacher@demo.school');
    await expectError(
      requestSubstitution(freeLessonOfTeacher().id, { reason: 'illness', comment: '' }, silent),
      404,
      'not_found',
    );
    await signIn('hr@demo.school');
    await expectError(
      requestSubstitution(past?.id ?? 0, { reason: 'illness', comment: '' }, silent),
      403,
      'forbidden',
    );
  });
});

describe('accepting, declining and cancelling', () => {
  it('gives an accepted lesson to the substitute’s calendar and takes it from the requester’s', async () => {
    await signIn('dos@demo.school');
    // A group lesson offered to the viewer and still open to them: the seed also offers ones they declined.
    const offer = (await all({ side: 'offered', status: 'waiting', kind: 'group' })).find(
      (s) => s.decision === null,
    );
    if (!offer) throw new Error('The seed offers the director of studies no open group lesson.');
    const accepted = AcceptSubstitutionResponse.parse(await acceptSubstitution(offer.id)).data;
    expect(accepted).toMatchObject({
      status: 'approved',
      decision: 'accepted',
      substitute: { id: DEMO.dos() },
    });
    const mine = await calendarAround(offer.starts_at);
    expect(mine.find((e) => e.lesson_id === offer.lesson_id)).toMatchObject({
      kind: 'substitution',
      substitution_id: offer.id,
    });
    await expectError(acceptSubstitution(offer.id, silent), 409, 'transition_not_allowed');

    await signIn(offer.requested_by.id);
    expect((await calendarAround(offer.starts_at)).some((e) => e.lesson_id === offer.lesson_id)).toBe(false);
    const seen = (await all({ side: 'requested' })).find((s) => s.id === offer.id);
    expect(seen?.decision).toBe('accepted');
    // Cancelling gives the lesson back.
    await cancelSubstitution(offer.id);
    expect((await calendarAround(offer.starts_at)).find((e) => e.lesson_id === offer.lesson_id)?.kind).toBe(
      'group_lesson',
    );
  });

  it('refuses to accept a lesson at a time the teacher already teaches', async () => {
    await signIn('teacher@demo.school');
    const offer = (await all({ side: 'offered', status: 'waiting' })).find((s) => s.decision === null);
    if (!offer) throw new Error('no offer');
    const model = clubs.rows[0];
    if (!model) throw new Error('no clubs');
    clubs.insert({
      ...model,
      teacher_id: DEMO.teacher(),
      starts_at: offer.starts_at,
      ends_at: offer.ends_at,
    });
    await expectError(acceptSubstitution(offer.id, silent), 409, 'transition_not_allowed');
  });

  it('records a decline once; the request stays waiting for the others', async () => {
    await signIn('teacher@demo.school');
    const offer = (await all({ side: 'offered', status: 'waiting' })).find((s) => s.decision === null);
    if (!offer) throw new Error('no offer');
    const declined = (await declineSubstitution(offer.id)).data;
    expect(declined).toMatchObject({ status: 'waiting', decision: 'declined' });
    await expectError(declineSubstitution(offer.id, silent), 409, 'transition_not_allowed');
    await expectError(acceptSubstitution(offer.id, silent), 409, 'transition_not_allowed');
  });

  it('lets only the requesting teacher cancel, before the lesson; others get substitution_not_found', async () => {
    await signIn('teacher@demo.school');
    const own = (await all({ side: 'requested', status: 'waiting' }))[0];
    const ended = (await all({ side: 'requested', status: 'ended' }))[0];
    if (!own || !ended) throw new Error('seed');
    await signIn('dos@demo.school');
    await expectError(cancelSubstitution(own.id, silent), 404, 'substitution_not_found');
    await expectError(acceptSubstitution(999_999, silent), 404, 'substitution_not_found');
    await signIn('teacher@demo.school');
    const canceled = (await cancelSubstitution(own.id)).data;
    expect(canceled).toMatchObject({ status: 'canceled', decision: 'deleted' });
    await expectError(cancelSubstitution(own.id, silent), 409, 'transition_not_allowed');
    await expectError(cancelSubstitution(ended.id, silent), 409, 'transition_not_allowed');
    await expectError(acceptSubstitution(own.id, silent), 404, 'substitution_not_found');
  });
});
