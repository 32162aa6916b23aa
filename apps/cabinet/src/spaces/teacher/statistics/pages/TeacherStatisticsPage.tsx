import { schoolToday } from '@cabinet/api/time';
import {
  getGetStatisticsSummaryQueryKey,
  getListStatisticsRecordsQueryKey,
  listStatisticsRecords,
  useCreateStatisticsRecord,
  useGetStatisticsSummary,
  useListStatisticsRecords,
  useUpdateStatisticsRecord,
} from '@cabinet/api/statistics';
import {
  StatisticsCategory,
  type StatisticsRecord,
  type StatisticsRecordInput,
  type StatisticsSummary,
} from '@cabinet/api/model';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatMoney, toLanguage } from '@cabinet/design-system/format';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { PageHeader } from '@cabinet/design-system/page-header';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TeacherProgress } from '../../../../features/progress/TeacherProgress';
import { ExportButton } from '../../../../features/table-files/ExportButton';
import { pagedRows } from '../../../../features/table-files/table-rows';
import { LeaveGuard } from '../../../../shared/LeaveGuard';
import { ListPager, pageOf } from '../../../../shared/ListPager';
import { paths } from '../../../../shared/paths';
import { useNow } from '../../../../shared/use-now';
import { RecordCard } from '../RecordCard';
import { RecordDialog } from '../RecordDialog';
import { useRecordColumns } from '../record-columns';
import { SendForReview } from '../SendForReview';
import {
  monthChoices,
  monthLabel,
  monthOf,
  recordsByCategory,
  schoolMonth,
  shiftMonth,
} from '../statistics-logic';
import { QueryContent } from '../../../../shared/QueryContent';

/** The month's records fit one page (a teacher adds a few dozen); more are paged. */
const PER_PAGE = 100;
const CATEGORIES = Object.values(StatisticsCategory);
const SALARY_LINES = ['in_house', 'corp', 'teacher_training', 'other', 'running_total', 'taxes'] as const;

const monthHref = (month: string) => `${paths.teacher.statistics.to()}?month=${month}`;

function MonthPicker({ month, current }: { month: string; current: string }) {
  const { t, i18n } = useTranslation('statistics');
  const language = toLanguage(i18n.language);
  const [, setSearch] = useSearchParams();
  return (
    <Box
      component="nav"
      aria-label={t('month.nav')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 3 }}
    >
      <Link href={monthHref(shiftMonth(month, -1))}>{t('month.previous')}</Link>
      <TextField
        select
        size="small"
        label={t('month.label')}
        value={month}
        onChange={(event) => setSearch({ month: event.target.value })}
        sx={{ minWidth: 200 }}
      >
        {monthChoices(current, month).map((choice) => (
          <MenuItem key={choice} value={choice}>
            {monthLabel(choice, language)}
          </MenuItem>
        ))}
      </TextField>
      {month < current && <Link href={monthHref(shiftMonth(month, 1))}>{t('month.next')}</Link>}
    </Box>
  );
}

function SalaryBreakdown({ summary }: { summary: StatisticsSummary }) {
  const { t, i18n } = useTranslation('statistics');
  const language = toLanguage(i18n.language);
  const headingId = useId();
  const salary = summary.salary;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography component="h2" variant="h5" id={headingId} sx={{ mb: 1.5 }}>
        {t('salary.heading')}
      </Typography>
      <Facts>
        {SALARY_LINES.map((line) => (
          <Fact key={line} label={t(`salary.${line}`)}>
            {formatMoney(salary[line], language)}
          </Fact>
        ))}
        {summary.late_cancellations.records_count > 0 && (
          <Fact label={t('salary.late_cancellations')}>
            {t('salary.lateCancellationsValue', {
              count: summary.late_cancellations.records_count,
              sum: formatMoney(summary.late_cancellations.sum, language),
            })}
          </Fact>
        )}
        <Fact label={t('salary.changes_after_verify')}>
          {salary.changes_after_verify > 0 ? '+' : ''}
          {formatMoney(salary.changes_after_verify, language)}
        </Fact>
        <Fact label={<strong>{t('salary.total_to_pay')}</strong>}>
          <strong>{formatMoney(salary.total_to_pay, language)}</strong>
        </Fact>
      </Facts>
    </Box>
  );
}

function Summary({
  summary,
  onSent,
}: {
  summary: StatisticsSummary;
  onSent: (count: number) => void | Promise<void>;
}) {
  const { t } = useTranslation('statistics');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const headingId = useId();
  const statuses = summary.records_by_status;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography component="h2" variant="h5" id={headingId} sx={{ mb: 1.5 }}>
        {t('summary.heading')}
      </Typography>
      <Facts>
        <Fact label={t('summary.records')}>{t('records.count', { count: summary.records_count })}</Fact>
        {(['in_progress', 'in_review', 'need_revision', 'verified'] as const).map((status) => (
          <Fact key={status} label={ds(`status.statisticsItem.${status}`)}>
            {statuses[status]}
          </Fact>
        ))}
      </Facts>
      <SendForReview month={summary.month} inProgress={statuses.in_progress} onSent={onSent} />
    </Box>
  );
}

function RecordsByCategory({
  month,
  page,
  summary,
  onEdit,
}: {
  month: string;
  page: number;
  summary: StatisticsSummary;
  onEdit: (record: StatisticsRecord) => void;
}) {
  const { t, i18n } = useTranslation('statistics');
  const language = toLanguage(i18n.language);
  const headingId = useId();
  const list = useListStatisticsRecords({ month, page, per_page: PER_PAGE });
  const columns = useRecordColumns();
  const heading = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mb: 1.5 }}>
      <Typography component="h2" variant="h5" id={headingId}>
        {t('records.heading')}
      </Typography>
      <ExportButton
        fileName={`statistics-${month}`}
        table={`${t('records.heading')}, ${monthLabel(month, language)}`}
        columns={columns}
        rows={pagedRows((next, perPage) =>
          listStatisticsRecords({ month, page: next, per_page: perPage }, { silent: true }),
        )}
      />
    </Box>
  );
  return (
    <QueryContent query={list}>
      {({ data, meta }) => {
        const groups = recordsByCategory(data, CATEGORIES);
        const pages = Math.max(1, Math.ceil(meta.total / PER_PAGE));
        return (
          <Box component="section" aria-labelledby={headingId}>
            {heading}
            {groups.length === 0 ? (
              <EmptyState title={t('records.empty')} text={t('summary.noRecords')} />
            ) : (
              <Stack spacing={3}>
                {groups.map(({ category, records }) => {
                  const total = summary.by_category.find((line) => line.category === category);
                  return (
                    <Box component="section" key={category} aria-label={t(`categories.${category}`)}>
                      <Typography component="h3" variant="h6">
                        {t(`categories.${category}`)}
                      </Typography>
                      {total && (
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                          {t('records.count', { count: total.records_count })} · {t('records.categoryTotal')}:{' '}
                          {formatMoney(total.sum, language)}
                        </Typography>
                      )}
                      <CardGrid>
                        {records.map((record) => (
                          <RecordCard key={record.id} record={record} onEdit={() => onEdit(record)} />
                        ))}
                      </CardGrid>
                    </Box>
                  );
                })}
              </Stack>
            )}
            <ListPager
              page={page}
              pages={pages}
              href={(next) => `${monthHref(month)}&page=${next}`}
              label={t('records.pages')}
            />
          </Box>
        );
      }}
    </QueryContent>
  );
}

type Editing = { record?: StatisticsRecord | undefined } | null;

/** The teacher's statistics and salary: a month, its pay and its records. */
export function TeacherStatisticsPage() {
  const { t, i18n } = useTranslation('statistics');
  const [search, setSearch] = useSearchParams();
  const now = useNow();
  const current = schoolMonth(now);
  const month = monthOf(search, now);
  const page = pageOf(search);
  const summary = useGetStatisticsSummary({ month });
  const queryClient = useQueryClient();
  const create = useCreateStatisticsRecord();
  const update = useUpdateStatisticsRecord();
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetStatisticsSummaryQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getListStatisticsRecordsQueryKey() }),
    ]);

  const save = async (input: StatisticsRecordInput) => {
    const record = editing?.record;
    if (record) await update.mutateAsync({ recordId: record.id, data: input });
    else await create.mutateAsync({ data: input });
    setDirty(false);
    setEditing(null);
    setNotice(t(record ? 'dialog.saved' : 'dialog.added'));
    const savedMonth = input.date.slice(0, 7);
    if (savedMonth !== month) setSearch({ month: savedMonth });
    await refresh();
  };

  const today = schoolToday(now);
  const defaultDate = today.startsWith(month) ? today : `${month}-01`;
  const addButton = (
    <Button
      variant="contained"
      onClick={() => {
        setNotice(null);
        setEditing({});
      }}
    >
      {t('dialog.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('breadcrumb') }]} actions={addButton} />
      <MonthPicker month={month} current={current} />
      <Box role="status" sx={{ mb: notice ? 2 : 0 }}>
        {notice && (
          // The surrounding live region announces it once; the alert role would repeat it.
          <Alert severity="success" role="none">
            {notice}
          </Alert>
        )}
      </Box>
      <Typography component="p" variant="h6" sx={{ mb: 2 }}>
        {monthLabel(month, toLanguage(i18n.language))}
      </Typography>
      <QueryContent query={summary}>
        {({ data }) => (
          <Stack spacing={4}>
            <Box
              sx={{
                display: 'grid',
                gap: 4,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <SalaryBreakdown summary={data} />
              <Summary
                summary={data}
                onSent={async (count) => {
                  setNotice(t('send.done', { count }));
                  await refresh();
                }}
              />
            </Box>
            <RecordsByCategory
              month={month}
              page={page}
              summary={data}
              onEdit={(record) => {
                setNotice(null);
                setEditing({ record });
              }}
            />
            <TeacherProgress categoryName={(category) => t(`categories.${category}`)} />
          </Stack>
        )}
      </QueryContent>
      <RecordDialog
        open={editing !== null}
        record={editing?.record}
        defaultDate={defaultDate}
        onSave={save}
        onClose={() => {
          setDirty(false);
          setEditing(null);
        }}
        onDirtyChange={setDirty}
      />
      <LeaveGuard when={editing !== null && dirty} />
    </>
  );
}
