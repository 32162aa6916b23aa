import type { Level, LearnerProgress } from '@cabinet/api/model';
import type { ProgressChartProps } from '@cabinet/design-system/progress-chart';
import type { TFunction } from 'i18next';
import { type Language, monthInText, monthLabel, numberIn, uniqueLabels as unique } from './chart-labels';

type Chart = Omit<ProgressChartProps, 'headingLevel'>;

/** The levels in order: a level's height on the chart is its place here (A1 is 1). */
const LEVELS: readonly Level[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const heightOf = (level: Level | null): number | null => (level ? LEVELS.indexOf(level) + 1 : null);

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'uk-UA');

/** A day (`2026-11-03` or a moment) as a short date in the school's zone. */
function dayLabel(date: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(date.length === 10 ? `${date}T12:00:00Z` : date));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Attendance per month, as the percentage of marked lessons attended (a month with none has no point). */
export function attendanceChart(
  progress: LearnerProgress,
  t: TFunction<'progress'>,
  language: Language,
): Chart {
  const months = progress.attendance;
  const marked = months.reduce((sum, month) => sum + month.marked, 0);
  const attended = months.reduce((sum, month) => sum + month.attended, 0);
  const last = months.findLast((month) => month.marked > 0);
  const summary =
    marked === 0
      ? t('attendance.none')
      : t('attendance.summary', {
          percent: numberIn(round1((attended / marked) * 100), language),
          attended,
          marked,
          month: last ? monthInText(last.month, language) : '',
          latest: numberIn(last?.percent ?? 0, language),
        });
  return {
    title: t('attendance.title'),
    kind: 'line',
    categories: months.map((month) => monthLabel(month.month, language)),
    categoryHeader: t('month'),
    series: [{ id: 'attended', label: t('attendance.series'), data: months.map((month) => month.percent) }],
    summary,
    format: (value) => t('percent', { value }),
    max: 100,
  };
}

/** Homework per month: handed in on time, late, and not handed in, stacked. */
export function homeworkChart(
  progress: LearnerProgress,
  t: TFunction<'progress'>,
  language: Language,
): Chart {
  const months = progress.homework;
  const sum = (key: 'on_time' | 'late' | 'not_handed_in') =>
    months.reduce((total, month) => total + month[key], 0);
  const onTime = sum('on_time');
  const total = onTime + sum('late') + sum('not_handed_in');
  return {
    title: t('homework.title'),
    kind: 'bar',
    stacked: true,
    categories: months.map((month) => monthLabel(month.month, language)),
    categoryHeader: t('month'),
    series: [
      { id: 'onTime', label: t('homework.onTime'), data: months.map((month) => month.on_time) },
      { id: 'late', label: t('homework.late'), data: months.map((month) => month.late) },
      { id: 'missing', label: t('homework.missing'), data: months.map((month) => month.not_handed_in) },
    ],
    summary:
      total === 0
        ? t('homework.none')
        : t('homework.summary', { onTime, total, late: sum('late'), missing: sum('not_handed_in') }),
  };
}

/** Each test's result in percent, oldest first. */
export function testsChart(progress: LearnerProgress, t: TFunction<'progress'>, language: Language): Chart {
  const tests = [...progress.test_results].sort((a, b) => a.date.localeCompare(b.date));
  const latest = tests.at(-1);
  const title = (test: (typeof tests)[number]) =>
    language === 'en' && test.title_en ? test.title_en : test.title;
  return {
    title: t('tests.title'),
    kind: 'line',
    categories: unique(tests.map((test) => dayLabel(test.date, language))),
    categoryHeader: t('date'),
    series: [{ id: 'percent', label: t('tests.series'), data: tests.map((test) => test.percent) }],
    summary: latest
      ? t('tests.summary', { count: tests.length, title: title(latest), percent: latest.percent })
      : t('tests.none'),
    format: (value) => t('percent', { value }),
    max: 100,
  };
}

/** The CEFR level of each skill at each point: the placement test, progress tests, final tests. */
export function levelsChart(progress: LearnerProgress, t: TFunction<'progress'>, language: Language): Chart {
  const points = [...progress.levels].sort((a, b) => a.date.localeCompare(b.date));
  const skills = ['grammar', 'reading', 'writing', 'speaking'] as const;
  const latest = points.findLast((point) => point.overall !== null);
  const placement = points.find((point) => point.source === 'placement' && point.overall !== null);
  return {
    title: t('levels.title'),
    kind: 'line',
    categories: unique(
      points.map((point) => `${dayLabel(point.date, language)}, ${t(`levels.source.${point.source}`)}`),
    ),
    categoryHeader: t('levels.when'),
    series: [
      { id: 'overall', label: t('levels.overall'), data: points.map((point) => heightOf(point.overall)) },
      ...skills.map((skill) => ({
        id: skill,
        label: t(`levels.skill.${skill}`),
        data: points.map((point) => heightOf(point.skills[skill])),
      })),
    ],
    summary: latest
      ? t(placement ? 'levels.summaryFrom' : 'levels.summary', {
          level: latest.overall,
          date: dayLabel(latest.date, language),
          placement: placement?.overall,
        })
      : t('levels.none'),
    format: (value) => LEVELS[Math.round(value) - 1] ?? '',
    max: LEVELS.length,
  };
}
