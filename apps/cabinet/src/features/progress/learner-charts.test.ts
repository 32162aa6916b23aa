import type { LearnerProgress } from '@cabinet/api/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadPageTexts } from '../../i18n';
import { monthLabel } from './chart-labels';
import { attendanceChart, homeworkChart, levelsChart, testsChart } from './learner-charts';

beforeAll(async () => {
  for (const language of ['uk', 'en']) {
    await i18n.changeLanguage(language);
    await loadPageTexts('progress');
  }
});

const t = i18n.getFixedT('en', 'progress');
const course = { id: 1, kind: 'group', name: 'B1 Evening' } as const;

/** Two months of a learner's answer, small enough to count by hand. */
const progress = {
  student: { id: 7, name: 'Олена', nameEn: 'Olena' },
  period: { from: '2026-10-01', to: '2026-11-30', months_count: 2 },
  attendance: [
    { month: '2026-10', attended: 3, missed: 1, excused: 0, marked: 4, percent: 75 },
    { month: '2026-11', attended: 2, missed: 1, excused: 0, marked: 3, percent: 66.7 },
  ],
  homework: [
    { month: '2026-10', on_time: 2, late: 1, not_handed_in: 0 },
    { month: '2026-11', on_time: 1, late: 0, not_handed_in: 1 },
  ],
  test_results: [
    {
      date: '2026-11-03T10:00:00Z',
      assignment_id: 2,
      title: 'Тест 2',
      title_en: 'Test 2',
      course,
      test_type: 'progress',
      score: 8,
      max_score: 10,
      percent: 80,
      grade: 'pass',
    },
    {
      date: '2026-10-03T10:00:00Z',
      assignment_id: 1,
      title: 'Тест 1',
      title_en: 'Test 1',
      course,
      test_type: 'progress',
      score: 6,
      max_score: 10,
      percent: 60,
      grade: 'pass',
    },
    {
      date: '2026-11-03T15:00:00Z',
      assignment_id: 3,
      title: 'Тест 3',
      title_en: null,
      course,
      test_type: 'progress',
      score: 9,
      max_score: 10,
      percent: 90,
      grade: 'pass',
    },
  ],
  test_results_total: 3,
  module_marks: [],
  module_marks_total: 0,
  levels: [
    {
      date: '2026-11-20',
      source: 'progress_test',
      course,
      overall: 'B1',
      skills: { grammar: null, reading: null, writing: null, speaking: null },
    },
    {
      date: '2026-10-01',
      source: 'placement',
      course: null,
      overall: 'A2',
      skills: { grammar: 'A2', reading: 'B1', writing: 'A2', speaking: 'A1' },
    },
  ],
  levels_total: 2,
} as unknown as LearnerProgress;

describe("a learner's charts", () => {
  it('sums the attendance of every marked lesson: 5 of 7 attended is 71.4 %', () => {
    const chart = attendanceChart(progress, t, 'en');
    expect(chart.summary).toBe('71.4 % of marked lessons attended (5 of 7); in November 2026: 66.7 %.');
    expect(attendanceChart(progress, i18n.getFixedT('uk', 'progress'), 'uk').summary).toBe(
      'Відвідано 71,4 % позначених уроків (5 з 7); у листопаді 2026 — 66,7 %.',
    );
    expect(chart.series[0]?.data).toEqual([75, 66.7]);
    expect(chart.categories).toEqual([monthLabel('2026-10', 'en'), monthLabel('2026-11', 'en')]);
  });

  it('stacks the homework and counts it: 3 of 5 on time, 1 late, 1 not handed in', () => {
    const chart = homeworkChart(progress, t, 'en');
    expect(chart.summary).toBe('3 of 5 handed in on time; 1 late, 1 not handed in.');
    expect(chart.series.map((one) => one.data)).toEqual([
      [2, 1],
      [1, 0],
      [0, 1],
    ]);
  });

  it('orders the tests by date, keeps two of one day apart, and names the latest', () => {
    const chart = testsChart(progress, t, 'en');
    expect(chart.series[0]?.data).toEqual([60, 80, 90]);
    expect(new Set(chart.categories).size).toBe(3);
    expect(chart.summary).toBe('3 tests; the latest, Тест 3: 90 %.');
  });

  it('draws the levels by their place in the scale and names them on the axis', () => {
    const chart = levelsChart(progress, t, 'en');
    expect(chart.series.find((one) => one.id === 'overall')?.data).toEqual([2, 3]);
    expect(chart.series.find((one) => one.id === 'speaking')?.data).toEqual([1, null]);
    expect(chart.format?.(4)).toBe('B2');
    expect(chart.summary).toBe('Latest level: B1 (20 Nov); placement test: A2.');
  });

  it('says there is nothing yet rather than showing an empty chart without words', () => {
    const empty = { ...progress, attendance: [], homework: [], test_results: [], levels: [] };
    expect(attendanceChart(empty, t, 'en').summary).toBe('No lessons have been marked yet.');
    expect(homeworkChart(empty, t, 'en').summary).toBe('No homework was due yet.');
    expect(testsChart(empty, t, 'en').summary).toBe('No tests have been taken yet.');
    expect(levelsChart(empty, t, 'en').summary).toBe('No level has been measured yet.');
  });
});
