import type { FeedbackGroupRow } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import { COURSE_FEEDBACK_STATUSES, programsOf, readFilters, toParams, writeFilters } from './dos-filters';

describe("the director's feedback filters in the address", () => {
  it('reads program, teacher, course kind, status and page; ignores what is unknown', () => {
    expect(
      readFilters(new URLSearchParams('program=2&teacher=6&type=individual&status=need_review&page=3')),
    ).toEqual({
      program: 2,
      teacher: 6,
      type: 'individual',
      status: 'need_review',
      page: 3,
    });
    expect(readFilters(new URLSearchParams('program=x&teacher=0&type=weekend&status=lost&page=-1'))).toEqual({
      program: null,
      teacher: null,
      type: null,
      status: null,
      page: 1,
    });
  });

  it('writes only the filters set, and round-trips', () => {
    const filters = { program: 2, teacher: null, type: 'group' as const, status: 'sent' as const, page: 1 };
    expect(writeFilters(filters).toString()).toBe('program=2&type=group&status=sent');
    expect(readFilters(writeFilters({ ...filters, page: 2 }))).toEqual({ ...filters, page: 2 });
  });

  it('reads the course feedback statuses when asked to', () => {
    expect(readFilters(new URLSearchParams('status=need_feedback'), COURSE_FEEDBACK_STATUSES).status).toBe(
      'need_feedback',
    );
    expect(readFilters(new URLSearchParams('status=need_review'), COURSE_FEEDBACK_STATUSES).status).toBe(
      null,
    );
  });

  it('asks the list for the chosen filters only', () => {
    expect(toParams(readFilters(new URLSearchParams('teacher=6&status=in_review')), 20)).toEqual({
      teacher_id: 6,
      status: 'in_review',
      page: 1,
      per_page: 20,
    });
  });

  it('offers each program once, by name', () => {
    const row = (programId: number, program: string, teacherId: number, teacher: string) =>
      ({
        program: { id: programId, name: program, name_en: program },
        teacher: { id: teacherId, name: teacher, name_en: teacher },
      }) as FeedbackGroupRow;
    const programs = programsOf([
      row(2, 'Kids', 6, 'Emily'),
      row(1, 'General', 6, 'Emily'),
      row(2, 'Kids', 7, 'Anna'),
    ]);
    expect(programs.map((option) => option.id)).toEqual([1, 2]);
  });
});
