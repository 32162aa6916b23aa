import { ApiError } from '@cabinet/api/http';
import type { CalendarEvent, Substitution } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import {
  fieldOfError,
  lessonsWithRequest,
  requestableLessons,
  substitutionActions,
} from './substitution-rules';

const now = new Date('2026-11-24T10:00:00.000Z');
const later = '2026-11-25T18:00:00.000+02:00';
const earlier = '2026-11-24T11:00:00.000+02:00';

const request = (change: Partial<Substitution> = {}): Substitution => ({
  id: 1,
  kind: 'group',
  side: 'offered',
  status: 'waiting',
  decision: null,
  reason: 'illness',
  comment: '',
  course_id: 3,
  lesson_id: 40,
  course_name: 'General English B1',
  lesson_number: 4,
  starts_at: later,
  ends_at: '2026-11-25T19:30:00.000+02:00',
  requested_by: { id: 21, name: 'Ірина Бондар', name_en: 'Iryna Bondar' },
  substitute: null,
  late_cancel: false,
  paid: false,
  created_at: '2026-11-20T10:00:00.000+02:00',
  ...change,
});

describe('what the teacher may do with a request (contract rules)', () => {
  it('accepts or declines only a waiting, unanswered request offered to them before the lesson', () => {
    expect(substitutionActions(request(), now)).toEqual({ answer: true, cancel: false });
    expect(substitutionActions(request({ decision: 'declined' }), now).answer).toBe(false);
    expect(substitutionActions(request({ status: 'approved', decision: 'accepted' }), now).answer).toBe(
      false,
    );
    expect(substitutionActions(request({ starts_at: earlier }), now).answer).toBe(false);
  });

  it('cancels only their own live request before the lesson starts', () => {
    const own = (change: Partial<Substitution>) => request({ side: 'requested', ...change });
    expect(substitutionActions(own({}), now)).toEqual({ answer: false, cancel: true });
    expect(substitutionActions(own({ status: 'moderation' }), now).cancel).toBe(true);
    expect(substitutionActions(own({ status: 'approved', decision: 'accepted' }), now).cancel).toBe(true);
    expect(substitutionActions(own({ status: 'canceled', decision: 'deleted' }), now).cancel).toBe(false);
    expect(substitutionActions(own({ status: 'ended' }), now).cancel).toBe(false);
    expect(substitutionActions(own({ starts_at: earlier }), now).cancel).toBe(false);
  });
});

describe('choosing a lesson', () => {
  const event = (change: Partial<CalendarEvent>): CalendarEvent => ({
    id: 'lesson-40',
    kind: 'group_lesson',
    starts_at: later,
    ends_at: '2026-11-25T19:30:00.000+02:00',
    title: 'General English B1',
    title_en: 'General English B1',
    course_id: 3,
    course_kind: 'group',
    company_name: null,
    course_training: null,
    lesson_id: 40,
    lesson_number: 4,
    lesson_type: 'lesson',
    status: 'upcoming',
    club_id: null,
    substitution_id: null,
    ...change,
  });

  it('offers only the teacher’s own upcoming lessons, not clubs or lessons taken over', () => {
    const events = [
      event({}),
      event({ id: 'lesson-41', kind: 'individual_lesson', lesson_id: 41 }),
      event({ id: 'club-2', kind: 'club', lesson_id: null, club_id: 2 }),
      event({ id: 'substitution-3', kind: 'substitution', lesson_id: 42, substitution_id: 3 }),
      event({ id: 'lesson-43', lesson_id: 43, starts_at: earlier, status: 'in_progress' }),
    ];
    expect(requestableLessons(events, now).map((item) => item.id)).toEqual(['lesson-40', 'lesson-41']);
  });

  it('marks the lessons that already have a waiting, moderated or approved request', () => {
    const rows = [
      request({ side: 'requested', lesson_id: 1 }),
      request({ side: 'requested', lesson_id: 2, status: 'moderation' }),
      request({ side: 'requested', lesson_id: 3, status: 'approved' }),
      request({ side: 'requested', lesson_id: 4, status: 'canceled' }),
      request({ side: 'offered', lesson_id: 5 }),
    ];
    expect([...lessonsWithRequest(rows)]).toEqual([1, 2, 3]);
  });
});

describe('server refusals', () => {
  it('maps a 422 naming a field of the form to that field', () => {
    expect(fieldOfError(new ApiError(422, 'validation_failed', 'x', { field: 'comment' }))).toBe('comment');
    expect(fieldOfError(new ApiError(422, 'validation_failed', 'x', { field: 'lesson' }))).toBeNull();
    expect(fieldOfError(new ApiError(409, 'no_substitute_available', 'x', { field: 'reason' }))).toBeNull();
  });
});
