import type { Substitution } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import { filterOfSearch, listHref, tutorLessonHref } from './tutor-substitutions';

const item = (change: Partial<Substitution>): Substitution => ({
  id: 1,
  kind: 'tkt_group',
  side: 'requested',
  status: 'waiting',
  decision: null,
  reason: 'illness',
  comment: '',
  course_id: 56,
  lesson_id: 900,
  course_name: 'TKT-C1-01',
  lesson_number: 7,
  starts_at: '2026-11-27T19:30:00.000+02:00',
  ends_at: '2026-11-27T21:00:00.000+02:00',
  requested_by: { id: 8, name: 'Джеймс Вокер', name_en: 'James Walker' },
  substitute: null,
  late_cancel: false,
  paid: false,
  created_at: '2026-11-20T10:00:00.000+02:00',
  ...change,
});

describe('the address of the tutor’s substitutions', () => {
  it('keeps the filter (own or other tutors’) and the page in the query', () => {
    expect(filterOfSearch(new URLSearchParams('filter=is_mine'))).toBe('is_mine');
    expect(filterOfSearch(new URLSearchParams('filter=is_not_mine'))).toBe('is_not_mine');
    expect(filterOfSearch(new URLSearchParams('filter=everyone'))).toBeNull();
    expect(filterOfSearch(new URLSearchParams(''))).toBeNull();
    expect(listHref('tkt', null)).toBe('/tutor/substitutions/tkt');
    expect(listHref('tylt', 'is_not_mine', 2)).toBe('/tutor/substitutions/tylt?filter=is_not_mine&page=2');
  });
});

describe('the lesson a tutor’s request links to', () => {
  it('opens the tutor’s own lesson in their group', () => {
    expect(tutorLessonHref(item({}))).toBe('/tutor/tkt-groups/56/schedule/900');
    expect(tutorLessonHref(item({ kind: 'tylt_group' }))).toBe('/tutor/tylt-groups/56/schedule/900');
  });

  it('opens a lesson taken over under the group substitution pages, approved or ended', () => {
    const taken = { side: 'offered', decision: 'accepted' } as const;
    expect(tutorLessonHref(item({ ...taken, status: 'approved' }))).toBe(
      '/tutor/tkt-groups/substitutions/56/schedule/900',
    );
    expect(tutorLessonHref(item({ ...taken, kind: 'tylt_group', status: 'ended' }))).toBe(
      '/tutor/tylt-groups/substitutions/56/schedule/900',
    );
  });

  it('opens nothing offered but not held: waiting, declined or cancelled', () => {
    expect(tutorLessonHref(item({ side: 'offered' }))).toBeUndefined();
    expect(tutorLessonHref(item({ side: 'offered', decision: 'declined' }))).toBeUndefined();
    expect(
      tutorLessonHref(item({ side: 'offered', decision: 'accepted', status: 'canceled' })),
    ).toBeUndefined();
  });
});
