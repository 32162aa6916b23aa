import { schoolAndViewerMoment } from '../../shared/school-time';
import { describe, expect, it } from 'vitest';
import {
  coursesByChild,
  coursesByStatus,
  formatFileSize,
  lessonsByModule,
  percentOf,
  studentParams,
  weeklySlot,
} from './course-present';
import { lessonRow, listItem, maksym, sofiia } from './test-fixtures';
import { nameIn } from '../../shared/in-language';

describe('names in the interface language', () => {
  it('takes the English name in English, the Ukrainian one otherwise or when there is none', () => {
    expect(nameIn(maksym, 'en')).toBe('Maksym Melnyk');
    expect(nameIn(maksym, 'uk')).toBe('Максим Мельник');
    expect(nameIn({ name: 'Олена', name_en: null }, 'en')).toBe('Олена');
  });
});

describe('times in the school’s zone and the viewer’s', () => {
  it('names the viewer’s time only when it differs', () => {
    expect(schoolAndViewerMoment('2026-11-23T18:00:00.000+02:00', 'uk', 'Europe/Kyiv')).toEqual({
      school: '23 листопада 2026, 18:00',
      viewer: null,
    });
    expect(schoolAndViewerMoment('2026-11-23T18:00:00.000+02:00', 'en', 'Europe/Berlin')).toEqual({
      school: '23 November 2026, 18:00',
      viewer: '23 November 2026, 17:00',
    });
  });

  it('writes a weekly slot with its weekday, and in the viewer’s zone when the day or hour differs', () => {
    const slot = { weekday: 1, start_time: '18:00', duration_minutes: 90 };
    const now = new Date('2026-11-21T10:00:00.000Z');
    expect(weeklySlot(slot, 'uk', now, 'Europe/Kyiv')).toEqual({
      school: 'понеділок, 18:00–19:30',
      viewer: null,
    });
    expect(weeklySlot(slot, 'en', now, 'Asia/Tokyo')).toEqual({
      school: 'Monday, 18:00–19:30',
      viewer: 'Tuesday, 01:00–02:30',
    });
  });
});

describe('lists', () => {
  it('groups a parent’s courses by child in the list’s order', () => {
    const groups = coursesByChild([
      listItem({ id: 1, student: sofiia }),
      listItem({ id: 2, student: maksym }),
      listItem({ id: 3, student: sofiia }),
    ]);
    expect(groups.map((group) => [group.student?.id, group.courses.map((row) => row.id)])).toEqual([
      [12, [1, 3]],
      [11, [2]],
    ]);
  });

  it('groups a student’s courses by status: in progress, waiting, finished; none empty', () => {
    const groups = coursesByStatus([
      listItem({ id: 1, status: 'finished' }),
      listItem({ id: 2, status: 'in_progress' }),
    ]);
    expect(groups.map((group) => group.status)).toEqual(['in_progress', 'finished']);
  });

  it('groups lessons by module in the modules’ order, unknown modules last', () => {
    const modules = [
      { id: 2, name: 'Two' },
      { id: 1, name: 'One' },
    ];
    const groups = lessonsByModule([lessonRow(1), lessonRow(9), lessonRow(10, { module_id: 7 })], modules);
    expect(groups.map((group) => [group.module?.id ?? null, group.lessons.map((row) => row.number)])).toEqual(
      [
        [2, [9]],
        [1, [1]],
        [null, [10]],
      ],
    );
  });
});

describe('small formats', () => {
  it('writes file sizes in the interface language', () => {
    expect(formatFileSize(184320, 'uk')).toBe('180 КБ');
    expect(formatFileSize(1_258_291, 'en')).toBe('1.2 MB');
    expect(formatFileSize(500, 'en')).toBe('500 B');
  });

  it('rounds a percent and never divides by zero', () => {
    expect(percentOf(11, 24)).toBe(46);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('names the child for a parent and nothing for a student', () => {
    expect(studentParams(11)).toEqual({ student_id: 11 });
    expect(studentParams(undefined)).toBeUndefined();
  });
});
