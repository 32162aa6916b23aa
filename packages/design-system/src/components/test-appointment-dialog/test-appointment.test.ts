import { describe, expect, it } from 'vitest';
import {
  appointmentBlock,
  lessonChoiceError,
  offeredLessons,
  type TestAppointmentLesson,
} from './test-appointment';

const lesson = (id: string, status: TestAppointmentLesson['status']): TestAppointmentLesson => ({
  id,
  title: `Урок ${id}`,
  date: '2026-11-21T16:30:00Z',
  status,
});
const lessons = [lesson('1', 'completed'), lesson('2', 'in_progress'), lesson('3', 'upcoming')];

describe('offeredLessons', () => {
  it('keeps upcoming and in-progress lessons in their order and drops completed ones', () => {
    expect(offeredLessons(lessons).map((l) => l.id)).toEqual(['2', '3']);
  });

  it('offers nothing when every lesson is completed', () => {
    expect(offeredLessons([lesson('1', 'completed')])).toEqual([]);
  });
});

describe('appointmentBlock', () => {
  const offered = offeredLessons(lessons);

  it('lets any test through while there are lessons and no final test yet', () => {
    for (const kind of ['test', 'progress_test', 'test_retake', 'final_test'] as const) {
      expect(appointmentBlock(kind, false, offered)).toBeNull();
    }
  });

  it('refuses a second final test, even without lessons', () => {
    expect(appointmentBlock('final_test', true, offered)).toBe('final_test_used');
    expect(appointmentBlock('final_test', true, [])).toBe('final_test_used');
  });

  it('does not mind an existing final test for other kinds', () => {
    expect(appointmentBlock('progress_test', true, offered)).toBeNull();
  });

  it('refuses when no lesson is offered', () => {
    expect(appointmentBlock('test', false, [])).toBe('no_lessons');
  });
});

describe('lessonChoiceError', () => {
  const offered = offeredLessons(lessons);

  it('requires a choice', () => {
    expect(lessonChoiceError('', offered)).toBe('required');
  });

  it('refuses a lesson that is not offered', () => {
    expect(lessonChoiceError('1', offered)).toBe('required');
  });

  it('accepts an offered lesson', () => {
    expect(lessonChoiceError('3', offered)).toBeNull();
  });
});
