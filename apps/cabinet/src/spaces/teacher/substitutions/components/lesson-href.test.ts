import type { Substitution } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import { lessonHref } from './lesson-href';

const item = (change: Partial<Substitution>): Substitution => ({
  id: 1,
  kind: 'group',
  side: 'requested',
  status: 'waiting',
  decision: null,
  reason: 'illness',
  comment: '',
  course_id: 3,
  lesson_id: 40,
  course_name: 'GE-B1-01',
  lesson_number: 4,
  starts_at: '2026-11-25T18:00:00.000+02:00',
  ends_at: '2026-11-25T19:30:00.000+02:00',
  requested_by: { id: 6, name: 'Емілі Картер', name_en: 'Emily Carter' },
  substitute: null,
  late_cancel: false,
  paid: false,
  created_at: '2026-11-20T10:00:00.000+02:00',
  ...change,
});

describe('the lesson a request links to', () => {
  it('opens the teacher’s own group or individual lesson', () => {
    expect(lessonHref(item({}))).toBe('/teacher/groups/3/schedule/lesson/40');
    expect(lessonHref(item({ kind: 'individual' }))).toBe('/teacher/individuals/3/schedule/40');
  });

  it('opens an individual lesson taken over under /substitution-teacher, approved or ended', () => {
    const taken = { side: 'offered', kind: 'individual', decision: 'accepted' } as const;
    expect(lessonHref(item({ ...taken, status: 'approved' }))).toBe(
      '/substitution-teacher/individuals/3/schedule/40',
    );
    expect(lessonHref(item({ ...taken, status: 'ended' }))).toBe(
      '/substitution-teacher/individuals/3/schedule/40',
    );
  });

  it('opens nothing offered but not held: waiting, declined, cancelled, or a group', () => {
    expect(lessonHref(item({ side: 'offered', kind: 'individual' }))).toBeUndefined();
    expect(
      lessonHref(item({ side: 'offered', kind: 'individual', decision: 'declined', status: 'waiting' })),
    ).toBeUndefined();
    expect(
      lessonHref(item({ side: 'offered', kind: 'individual', decision: 'accepted', status: 'canceled' })),
    ).toBeUndefined();
    expect(lessonHref(item({ side: 'offered', decision: 'accepted', status: 'approved' }))).toBeUndefined();
  });

  it('has no page for another company’s lesson', () => {
    expect(lessonHref(item({ kind: 'corporate_group', course_id: null, lesson_id: null }))).toBeUndefined();
    expect(
      lessonHref(
        item({ side: 'offered', kind: 'corporate_individual', decision: 'accepted', status: 'ended' }),
      ),
    ).toBeUndefined();
  });

  it('opens the corporate teacher’s own company lesson among their groups or individuals', () => {
    expect(lessonHref(item({ kind: 'corporate_group' }))).toBe(
      '/teacher-corporate/groups/3/schedule/lesson/40',
    );
    expect(lessonHref(item({ kind: 'corporate_individual' }))).toBe(
      '/teacher-corporate/individuals/schedule/3/lesson/40',
    );
  });
});
