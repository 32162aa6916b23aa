import type { DosStatisticsRecord } from '@cabinet/api/model';
import { listDosStatisticsRecords, useListDosStatisticsRecords } from '@cabinet/api/statistics';
import { formatCalendarDate, formatMoney } from '@cabinet/design-system/format';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { PageHeader } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DosProgress } from '../../../../features/progress/DosProgress';
import { ExportButton } from '../../../../features/table-files/ExportButton';
import type { TableColumn } from '../../../../features/table-files/table-columns';
import { pagedRows } from '../../../../features/table-files/table-rows';
import { PagedTable } from '../../../../shared/PagedTable';
import { useRecordColumns } from '../../statistics/record-columns';
import { FilterBar } from '../components/FilterBar';
import { FilterSelect } from '../components/FilterSelect';
import { RecordReviewActions } from '../components/RecordReviewActions';
import { ReturnRecordDialog } from '../components/ReturnRecordDialog';
import { TeacherFilter } from '../components/TeacherFilter';
import {
  RECORD_STATUSES,
  type RecordReviewFilters,
  readRecordReviewFilters,
  recordReviewParams,
  writeRecordReviewFilters,
} from '../statistics-review-filters';
import { languageOf, nameIn } from '../../../../shared/in-language';

const PER_PAGE = 20;
/** The teacher filter's choices come from the records (a few teachers' months; more are left out). */
const ALL_ROWS = 100;
const ALL = 'all';

function RecordCell({ record }: { record: DosStatisticsRecord }) {
  const { t } = useTranslation('statistics');
  return (
    <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere', alignItems: 'flex-start' }}>
      <span>{record.description}</span>
      <Typography variant="body2" color="text.secondary">
        {t(`categories.${record.category}`)} · {t(`types.${record.type}`)}
      </Typography>
      {record.late_cancel ? <StatusBadge vocabulary="lateCancel" value="late_cancel" /> : null}
      {record.status === 'need_revision' && record.review_comment ? (
        <Typography variant="body2">
          {t('records.reviewComment')}: {record.review_comment}
        </Typography>
      ) : null}
    </Stack>
  );
}

function SumCell({ record }: { record: DosStatisticsRecord }) {
  const { t, i18n } = useTranslation('statistics');
  const language = languageOf(i18n.language);
  const amount = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'uk-UA').format(record.amount);
  return (
    <>
      {formatMoney(record.sum, language)}
      <Typography variant="body2" color="text.secondary">
        {t('dos.table.sumDetail', {
          rate: formatMoney(record.rate, language),
          amount,
          units: t(`unitsShort.${record.units}`),
        })}
      </Typography>
    </>
  );
}

/** `/teacher/dos/statistics`: the teachers' statistics records, reviewed by the director of studies. */
export function DosStatisticsPage() {
  const { t, i18n } = useTranslation('statistics');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const language = languageOf(i18n.language);
  const [search, setSearch] = useSearchParams();
  const filters = readRecordReviewFilters(search);
  const list = useListDosStatisticsRecords(recordReviewParams(filters, PER_PAGE));
  const all = useListDosStatisticsRecords({ per_page: ALL_ROWS });
  const [returning, setReturning] = useState<DosStatisticsRecord | null>(null);
  const teacherRows = [...(all.data?.data ?? []), ...(list.data?.data ?? [])];
  const change = (next: Partial<RecordReviewFilters>) =>
    setSearch(writeRecordReviewFilters({ ...filters, page: 1, ...next }));
  const filtered = Boolean(filters.teacher) || filters.status !== 'in_review';
  const recordColumns = useRecordColumns();
  const fileColumns: TableColumn<DosStatisticsRecord>[] = [
    { header: t('dos.table.teacher'), value: (row) => nameIn(row.teacher, language) },
    ...recordColumns,
  ];
  const exportButton = (
    <ExportButton
      fileName="statistics-review"
      table={t('dos.table.caption')}
      columns={fileColumns}
      rows={pagedRows((page, perPage) =>
        listDosStatisticsRecords({ ...recordReviewParams(filters, perPage), page }, { silent: true }),
      )}
    />
  );

  return (
    <>
      <PageHeader title={t('dos.title')} actions={exportButton} />
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{t('dos.intro')}</Typography>
      <FilterBar
        label={t('dos.filters.label')}
        resetLabel={t('dos.filters.reset')}
        onReset={filtered ? () => setSearch(new URLSearchParams()) : undefined}
      >
        <TeacherFilter
          rows={teacherRows}
          label={t('dos.filters.teacher')}
          allLabel={t('dos.filters.allTeachers')}
          value={filters.teacher}
          onChange={(teacher) => change({ teacher })}
        />
        <FilterSelect
          label={t('dos.filters.status')}
          value={filters.status ?? ALL}
          options={[
            ...RECORD_STATUSES.map((status) => ({
              value: status,
              label: ds(`status.statisticsItem.${status}`),
            })),
            { value: ALL, label: t('dos.filters.allStatuses') },
          ]}
          onChange={(value) => change({ status: RECORD_STATUSES.find((status) => status === value) ?? null })}
        />
      </FilterBar>
      <PagedTable<DosStatisticsRecord>
        query={list}
        caption={t('dos.table.caption')}
        getRowId={(row) => row.id}
        empty={{
          title: t(filtered ? 'dos.noMatch.title' : 'dos.empty.title'),
          text: t(filtered ? 'dos.noMatch.text' : 'dos.empty.text'),
        }}
        onPageChange={(page) => setSearch(writeRecordReviewFilters({ ...filters, page }))}
        columns={[
          { id: 'teacher', header: t('dos.table.teacher'), cell: (row) => nameIn(row.teacher, language) },
          {
            id: 'date',
            header: t('dos.table.date'),
            cell: (row) => <time dateTime={row.date}>{formatCalendarDate(row.date, language)}</time>,
          },
          { id: 'record', header: t('dos.table.record'), cell: (row) => <RecordCell record={row} /> },
          { id: 'sum', header: t('dos.table.sum'), cell: (row) => <SumCell record={row} /> },
          {
            id: 'status',
            header: t('dos.table.status'),
            cell: (row) => <StatusBadge vocabulary="statisticsItem" value={row.status} />,
          },
          {
            id: 'actions',
            header: t('dos.table.actions'),
            cell: (row) => (
              <Box>
                <RecordReviewActions record={row} onReturn={() => setReturning(row)} />
              </Box>
            ),
          },
        ]}
      />
      <DosProgress />
      <ReturnRecordDialog record={returning} onClose={() => setReturning(null)} />
    </>
  );
}
