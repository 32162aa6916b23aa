import type { CourseFeedback, FeedbackFields, ModuleFeedback } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import {
  COURSE_TEXT_FIELDS,
  MARK_FIELDS,
  TEXT_FIELDS,
  markOf,
  moduleName,
  readableCourseFeedback,
  readableModuleFeedback,
  textOf,
} from './feedback-rules';

const fields: FeedbackFields = {
  topics_covered: 'Present Perfect',
  homework: 'good',
  test_result: '17/20',
  test_comment: 'Strong on grammar.',
  performance: 'great',
  work_in_class: 'satisfactory',
  recommendations: 'Read graded readers.',
  progress_comment: 'Speaks more confidently every week.',
  group_comment: 'A motivated group.',
  lexis: 'unsatisfactory',
  grammar: null,
  mark: 'good',
};

const moduleRow = (id: number, number: number, status: ModuleFeedback['status']): ModuleFeedback => ({
  id,
  course: { id: 3, name: 'KIDS-A1-03', kind: 'group', course_type: 'regular', company_name: null },
  module: { id: number, number, name: `Модуль ${number}`, name_en: `Module ${number}` },
  student: { id: 14, name: 'Максим Мельник', name_en: 'Maksym Melnyk' },
  teacher: { id: 6, name: 'Emily Carter', name_en: 'Emily Carter' },
  status,
  fields,
  updated_at: '2026-11-10T12:00:00.000+02:00',
  sent_to: status === 'sent' ? 'manager' : null,
  review_comment: null,
});

describe('feedback rules', () => {
  it('reads every field of a module feedback, each once', () => {
    expect([...MARK_FIELDS, ...TEXT_FIELDS].sort()).toEqual(Object.keys(fields).sort());
  });

  it('never shows the comment for the academic director', () => {
    expect(COURSE_TEXT_FIELDS).not.toContain('dos_comment');
    expect(COURSE_TEXT_FIELDS).toEqual([
      'progress',
      'recommendation',
      'future_course_recommendations',
      'extended_comment',
    ]);
  });

  it('reads a mark, null when the teacher left it out', () => {
    expect(markOf(fields, 'lexis')).toBe('unsatisfactory');
    expect(markOf(fields, 'grammar')).toBeNull();
  });

  it('reads a written part trimmed, null when empty', () => {
    expect(textOf('  17/20 ')).toBe('17/20');
    expect(textOf('   ')).toBeNull();
    expect(textOf(null)).toBeNull();
  });

  it('keeps only sent module feedback, modules in order', () => {
    const rows = [moduleRow(3, 3, 'sent'), moduleRow(1, 1, 'sent'), moduleRow(2, 2, 'in_review')];
    expect(readableModuleFeedback(rows).map((row) => row.module.number)).toEqual([1, 3]);
  });

  it('shows the course feedback only once sent', () => {
    const course = (status: CourseFeedback['status']): CourseFeedback => ({
      id: 1,
      course: moduleRow(1, 1, 'sent').course,
      student: moduleRow(1, 1, 'sent').student,
      teacher: moduleRow(1, 1, 'sent').teacher,
      status,
      fields: {
        language: 'en',
        progress: 'A2 to B1',
        recommendation: 'Read',
        future_course_recommendations: 'B2',
        extended_comment: 'A hard-working student.',
        dos_comment: null,
      },
      updated_at: null,
    });
    expect(readableCourseFeedback([course('feedback_in_progress')])).toBeUndefined();
    expect(readableCourseFeedback([course('sent')])?.status).toBe('sent');
  });

  it('names the module in the interface language', () => {
    expect(moduleName(moduleRow(1, 2, 'sent'), 'uk')).toBe('Модуль 2');
    expect(moduleName(moduleRow(1, 2, 'sent'), 'en')).toBe('Module 2');
  });
});
