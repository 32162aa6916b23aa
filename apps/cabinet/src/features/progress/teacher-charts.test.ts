import type { TeacherProgress } from '@cabinet/api/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadPageTexts } from '../../i18n';
import { earningsChart, feedbackChart, hoursChart } from './teacher-charts';

beforeAll(async () => {
  for (const language of ['uk', 'en']) {
    await i18n.changeLanguage(language);
    await loadPageTexts('progress');
  }
});

const t = i18n.getFixedT('en', 'progress');
const money = (amount: number) => `₴${amount}`;
const names = { category: (category: string) => category.toUpperCase(), money };

/** Two months of a teacher's answer, small enough to count by hand. */
const progress = {
  teacher: { id: 3, name: 'Емілі', nameEn: 'Emily' },
  period: { from: '2026-10-01', to: '2026-11-30', months_count: 2 },
  feedback_due_days: 7,
  months: [
    {
      month: '2026-10',
      earnings: {
        by_category: [
          { category: 'groups', records_count: 8, sum: 4000 },
          { category: 'catch_ups', records_count: 0, sum: 0 },
        ],
        running_total: 4000,
        total_to_pay: 3400,
      },
      hours: { lessons: 12, catch_ups: 1.5, total: 13.5, lessons_held: 8 },
      feedback: { on_time: 2, late: 1, overdue: 0 },
    },
    {
      month: '2026-11',
      earnings: {
        by_category: [
          { category: 'groups', records_count: 4, sum: 2000 },
          { category: 'catch_ups', records_count: 2, sum: 600 },
        ],
        running_total: 2600,
        total_to_pay: 2210,
      },
      hours: { lessons: 6, catch_ups: 2, total: 8, lessons_held: 4 },
      feedback: { on_time: 1, late: 0, overdue: 2 },
    },
  ],
} as unknown as TeacherProgress;

describe("a teacher's charts", () => {
  it('stacks the earnings by the categories that paid, and names the best month', () => {
    const chart = earningsChart(progress, t, 'en', names);
    expect(chart.series.map((one) => [one.label, one.data])).toEqual([
      ['GROUPS', [4000, 2000]],
      ['CATCH_UPS', [0, 600]],
    ]);
    expect(chart.summary).toBe('₴6600 in 12 months; the most in October 2026: ₴4000.');
    expect(earningsChart(progress, i18n.getFixedT('uk', 'progress'), 'uk', names).summary).toBe(
      '₴6600 за 12 місяців; найбільше у жовтні 2026: ₴4000.',
    );
  });

  it('adds the hours of lessons and catch-ups: 21.5 in all', () => {
    const chart = hoursChart(progress, t, 'en');
    expect(chart.series.map((one) => one.data)).toEqual([
      [12, 6],
      [1.5, 2],
    ]);
    expect(chart.summary).toBe('21.5 hours taught in 12 months.');
    expect(chart.format?.(1.5)).toBe('1.5 h');
  });

  it('counts the feedback written within the days it was due', () => {
    expect(feedbackChart(progress, t, 'en').summary).toBe('3 of 6 written within 7 days; 2 still overdue.');
  });
});
