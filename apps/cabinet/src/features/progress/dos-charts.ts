import type {
  DosProgress,
  DosTeacherProgress,
  FeedbackStatusCounts,
  StatisticsStatusCounts,
} from '@cabinet/api/model';
import type { ProgressChartProps } from '@cabinet/design-system/progress-chart';
import type { TFunction } from 'i18next';
import { uniqueLabels } from './chart-labels';

type Chart = Omit<ProgressChartProps, 'headingLevel'>;

/** The feedback statuses in the order of their work: not written, written, reviewed, sent. */
const FEEDBACK_STATUSES = [
  'not_written',
  'in_progress',
  'need_review',
  'in_review',
  'need_edit',
  'sent',
] as const satisfies readonly (keyof FeedbackStatusCounts)[];

/** The statistics records' statuses in the order of their review. */
const RECORD_STATUSES = [
  'in_progress',
  'in_review',
  'need_revision',
  'verified',
] as const satisfies readonly (keyof StatisticsStatusCounts)[];

/** How the page names what the school's answer holds: a teacher, a status of either vocabulary. */
export type DosNames = {
  teacher: (teacher: DosTeacherProgress['teacher']) => string;
  feedbackStatus: (status: keyof FeedbackStatusCounts) => string;
  recordStatus: (status: keyof StatisticsStatusCounts) => string;
};

const total = (counts: FeedbackStatusCounts | StatisticsStatusCounts): number =>
  (Object.values(counts) as number[]).reduce((sum, one) => sum + one, 0);

/** The teacher with the most of something (the first by name on a tie), when anyone has any. */
function mostOf(teachers: readonly DosTeacherProgress[], count: (teacher: DosTeacherProgress) => number) {
  const top = teachers.reduce<DosTeacherProgress | undefined>(
    (best, teacher) => (!best || count(teacher) > count(best) ? teacher : best),
    undefined,
  );
  return top && count(top) > 0 ? top : undefined;
}

/** "Shown: the first 500 of 612 teachers." when the school left some out, otherwise nothing. */
function moreOf(progress: DosProgress, t: TFunction<'progress'>): string {
  return progress.teachers_total > progress.teachers.length
    ? ` ${t('dos.more', { shown: progress.teachers.length, total: progress.teachers_total })}`
    : '';
}

/**
 * Each teacher's module feedback by status, stacked (teachers without any left out); the summary
 * counts what waits for the director's review (needs review or is in review) and names who has the
 * most of it.
 */
export function dosFeedbackChart(progress: DosProgress, t: TFunction<'progress'>, names: DosNames): Chart {
  const teachers = progress.teachers.filter((row) => total(row.feedback) > 0);
  const sum = (status: keyof FeedbackStatusCounts) =>
    teachers.reduce((all, row) => all + row.feedback[status], 0);
  const toReview = (row: DosTeacherProgress) => row.feedback.need_review + row.feedback.in_review;
  const most = mostOf(teachers, toReview);
  const all = teachers.reduce((count, row) => count + total(row.feedback), 0);
  return {
    title: t('dos.feedback.title'),
    kind: 'bar',
    stacked: true,
    categories: uniqueLabels(teachers.map((row) => names.teacher(row.teacher))),
    categoryHeader: t('dos.teacher'),
    series: FEEDBACK_STATUSES.map((status) => ({
      id: status,
      label: names.feedbackStatus(status),
      data: teachers.map((row) => row.feedback[status]),
    })),
    summary:
      all === 0
        ? t('dos.feedback.none')
        : [
            t('dos.feedback.summary', {
              total: all,
              teachers: teachers.length,
              sent: sum('sent'),
              toReview: sum('need_review') + sum('in_review'),
              notWritten: sum('not_written'),
            }),
            most
              ? ` ${t('dos.feedback.most', { teacher: names.teacher(most.teacher), most: toReview(most) })}`
              : '',
            moreOf(progress, t),
          ].join(''),
  };
}

/**
 * Each teacher's statistics records by status, stacked (teachers without any left out); the
 * summary counts each status and names who has the most records in review.
 */
export function dosRecordsChart(progress: DosProgress, t: TFunction<'progress'>, names: DosNames): Chart {
  const teachers = progress.teachers.filter((row) => total(row.statistics) > 0);
  const sum = (status: keyof StatisticsStatusCounts) =>
    teachers.reduce((all, row) => all + row.statistics[status], 0);
  const most = mostOf(teachers, (row) => row.statistics.in_review);
  const all = teachers.reduce((count, row) => count + total(row.statistics), 0);
  return {
    title: t('dos.records.title'),
    kind: 'bar',
    stacked: true,
    categories: uniqueLabels(teachers.map((row) => names.teacher(row.teacher))),
    categoryHeader: t('dos.teacher'),
    series: RECORD_STATUSES.map((status) => ({
      id: status,
      label: names.recordStatus(status),
      data: teachers.map((row) => row.statistics[status]),
    })),
    summary:
      all === 0
        ? t('dos.records.none')
        : [
            t('dos.records.summary', {
              total: all,
              teachers: teachers.length,
              inReview: sum('in_review'),
              needRevision: sum('need_revision'),
              verified: sum('verified'),
              inProgress: sum('in_progress'),
            }),
            most
              ? ` ${t('dos.records.most', { teacher: names.teacher(most.teacher), most: most.statistics.in_review })}`
              : '',
            moreOf(progress, t),
          ].join(''),
  };
}
