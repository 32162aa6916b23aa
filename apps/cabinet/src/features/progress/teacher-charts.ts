import type { StatisticsCategory, TeacherProgress } from '@cabinet/api/model';
import type { ProgressChartProps } from '@cabinet/design-system/progress-chart';
import type { TFunction } from 'i18next';
import { type Language, monthInText, monthLabel } from './chart-labels';

type Chart = Omit<ProgressChartProps, 'headingLevel'>;

/** A teacher's earnings per month, stacked by the statistics categories that paid anything. */
export function earningsChart(
  progress: TeacherProgress,
  t: TFunction<'progress'>,
  language: Language,
  names: { category: (category: StatisticsCategory) => string; money: (amount: number) => string },
): Chart {
  const months = progress.months;
  const categories = [
    ...new Set(
      months.flatMap((month) =>
        month.earnings.by_category.filter((item) => item.sum !== 0).map((item) => item.category),
      ),
    ),
  ];
  const total = months.reduce((sum, month) => sum + month.earnings.running_total, 0);
  const best = months.reduce<(typeof months)[number] | undefined>(
    (top, month) => (!top || month.earnings.running_total > top.earnings.running_total ? month : top),
    undefined,
  );
  return {
    title: t('teacher.earnings.title'),
    kind: 'bar',
    stacked: true,
    categories: months.map((month) => monthLabel(month.month, language)),
    categoryHeader: t('month'),
    series: categories.map((category) => ({
      id: category,
      label: names.category(category),
      data: months.map(
        (month) => month.earnings.by_category.find((item) => item.category === category)?.sum ?? 0,
      ),
    })),
    summary:
      total === 0 || !best
        ? t('teacher.earnings.none')
        : t('teacher.earnings.summary', {
            total: names.money(total),
            best: monthInText(best.month, language),
            bestSum: names.money(best.earnings.running_total),
          }),
    format: names.money,
  };
}

/** Hours taught per month: lessons and catch-up lessons. */
export function hoursChart(progress: TeacherProgress, t: TFunction<'progress'>, language: Language): Chart {
  const months = progress.months;
  const total = months.reduce((sum, month) => sum + month.hours.total, 0);
  return {
    title: t('teacher.hours.title'),
    kind: 'bar',
    stacked: true,
    categories: months.map((month) => monthLabel(month.month, language)),
    categoryHeader: t('month'),
    series: [
      { id: 'lessons', label: t('teacher.hours.lessons'), data: months.map((month) => month.hours.lessons) },
      {
        id: 'catchUps',
        label: t('teacher.hours.catchUps'),
        data: months.map((month) => month.hours.catch_ups),
      },
    ],
    summary:
      total === 0
        ? t('teacher.hours.none')
        : t('teacher.hours.summary', { total: Math.round(total * 10) / 10 }),
    format: (value) => t('teacher.hours.value', { value: Math.round(value * 10) / 10 }),
  };
}

/** Module feedback per month: written on time, late, and overdue (still not written). */
export function feedbackChart(
  progress: TeacherProgress,
  t: TFunction<'progress'>,
  language: Language,
): Chart {
  const months = progress.months;
  const sum = (key: 'on_time' | 'late' | 'overdue') =>
    months.reduce((total, month) => total + month.feedback[key], 0);
  const all = sum('on_time') + sum('late') + sum('overdue');
  return {
    title: t('teacher.feedback.title'),
    kind: 'bar',
    stacked: true,
    categories: months.map((month) => monthLabel(month.month, language)),
    categoryHeader: t('month'),
    series: [
      {
        id: 'onTime',
        label: t('teacher.feedback.onTime'),
        data: months.map((month) => month.feedback.on_time),
      },
      { id: 'late', label: t('teacher.feedback.late'), data: months.map((month) => month.feedback.late) },
      {
        id: 'overdue',
        label: t('teacher.feedback.overdue'),
        data: months.map((month) => month.feedback.overdue),
      },
    ],
    summary:
      all === 0
        ? t('teacher.feedback.none')
        : t('teacher.feedback.summary', {
            onTime: sum('on_time'),
            all,
            days: progress.feedback_due_days,
            overdue: sum('overdue'),
          }),
  };
}
