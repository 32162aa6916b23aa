import type { PretestInterview } from '@cabinet/api/model';
import { useListPretestInterviews } from '@cabinet/api/pretests';
import { DataTable } from '@cabinet/design-system/data-table';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageHeader } from '@cabinet/design-system/page-header';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { schoolDateTime } from '../../../features/placement-tests/dates';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { takerName, testName } from './interview-rules';

/** The interview's state in a word: waiting, held with its level, or missed. */
export const interviewState = (test: PretestInterview, t: TFunction<'teacherPretests'>) =>
  test.interview.status === 'held'
    ? t('entry.state.held', { level: test.interview.level })
    : t(`entry.state.${test.interview.status}`);

/**
 * `/teacher/pretests`: the school's entry tests whose speaking interview waits, the longest
 * waiting first, then those the teacher recorded in the last 30 days.
 */
export function InterviewList() {
  const { t, i18n } = useTranslation('teacherPretests');
  const list = useListPretestInterviews();
  const language = i18n.language;
  return (
    <>
      <PageHeader title={t('entry.list.title')} />
      <Typography sx={{ mb: 3, maxWidth: 760 }}>{t('entry.list.lead')}</Typography>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState headingLevel="h2" title={t('entry.list.emptyTitle')} text={t('entry.list.emptyText')} />
      ) : (
        <DataTable<PretestInterview>
          aria-label={t('entry.list.title')}
          rows={list.data.data}
          getRowId={(row) => row.id}
          columns={[
            {
              id: 'taker',
              header: t('entry.list.taker'),
              cell: (row) => (
                <Link href={paths.teacher.placementTest.to(row.id)}>{takerName(row.taker, language)}</Link>
              ),
            },
            { id: 'test', header: t('entry.list.test'), cell: (row) => testName(row, language) },
            {
              id: 'written',
              header: t('entry.list.written'),
              cell: (row) =>
                row.attempt.finished_at ? schoolDateTime(row.attempt.finished_at, language) : '—',
            },
            { id: 'state', header: t('entry.list.state'), cell: (row) => interviewState(row, t) },
          ]}
        />
      )}
    </>
  );
}
