import { listLateCancellations, useListLateCancellations } from '@cabinet/api/lessons';
import type { LateCancellationLesson } from '@cabinet/api/model';
import { formatDateTime } from '@cabinet/design-system/format';
import { PageHeader } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ExportButton } from '../../../../features/table-files/ExportButton';
import { pagedRows } from '../../../../features/table-files/table-rows';
import { PagedTable } from '../../../../shared/PagedTable';
import { schoolAndViewerTimes } from '../../../../shared/school-time';
import { FilterBar } from '../components/FilterBar';
import { FilterSelect } from '../components/FilterSelect';
import { TeacherFilter } from '../components/TeacherFilter';
import { MarkLateCancelDialog } from '../components/MarkLateCancelDialog';
import { useLessonName } from '../components/lesson-name';
import { useLateCancelColumns } from '../late-cancel-columns';
import {
  LATE_CANCEL_STATES,
  type LateCancelFilters,
  lateCancelParams,
  readLateCancelFilters,
  writeLateCancelFilters,
} from '../late-cancel-filters';
import { languageOf, nameIn } from '../../../../shared/in-language';

const PER_PAGE = 20;
/** The teacher filter's choices come from every row of the window (a few dozen lessons at most). */
const ALL_ROWS = 100;

function When({ lesson }: { lesson: LateCancellationLesson }) {
  const { t, i18n } = useTranslation('lateCancellations');
  const times = schoolAndViewerTimes(lesson.starts_at, lesson.ends_at, languageOf(i18n.language));
  return (
    <>
      <time dateTime={lesson.starts_at}>{t('table.schoolTime', { time: times.school })}</time>
      {times.viewer ? (
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('table.viewerTime', { time: times.viewer })}
        </Typography>
      ) : null}
    </>
  );
}

function LessonCell({ lesson }: { lesson: LateCancellationLesson }) {
  const { t, i18n } = useTranslation('lateCancellations');
  const lessonName = useLessonName();
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      {lessonName(lesson)}
      {lesson.student ? (
        <Typography variant="body2" color="text.secondary">
          {t('table.student', { name: nameIn(lesson.student, i18n.language) })}
        </Typography>
      ) : null}
      {lesson.course.company_name ? (
        <Typography variant="body2" color="text.secondary">
          {t('table.company', { name: lesson.course.company_name })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** `/teacher/dos/late-cancellations`: the lessons the director can mark a late cancellation, and those marked. */
export function DosLateCancellationsPage() {
  const { t, i18n } = useTranslation('lateCancellations');
  const language = languageOf(i18n.language);
  const lessonName = useLessonName();
  const [search, setSearch] = useSearchParams();
  const filters = readLateCancelFilters(search);
  const list = useListLateCancellations(lateCancelParams(filters, PER_PAGE));
  const all = useListLateCancellations({ per_page: ALL_ROWS });
  const [marking, setMarking] = useState<LateCancellationLesson | null>(null);
  const teacherRows = [...(all.data?.data ?? []), ...(list.data?.data ?? [])];
  const change = (next: Partial<LateCancelFilters>) =>
    setSearch(writeLateCancelFilters({ ...filters, page: 1, ...next }));
  const filtered = Boolean(filters.teacher || filters.state);
  const fileColumns = useLateCancelColumns();
  const exportButton = (
    <ExportButton
      fileName="late-cancellations"
      table={t('title')}
      columns={fileColumns}
      rows={pagedRows((page, perPage) =>
        listLateCancellations({ ...lateCancelParams(filters, perPage), page }, { silent: true }),
      )}
    />
  );

  return (
    <>
      <PageHeader title={t('title')} actions={exportButton} />
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{t('intro')}</Typography>
      <FilterBar
        label={t('filters.label')}
        resetLabel={t('filters.reset')}
        onReset={filtered ? () => setSearch(new URLSearchParams()) : undefined}
      >
        <TeacherFilter
          rows={teacherRows}
          label={t('filters.teacher')}
          allLabel={t('filters.allTeachers')}
          value={filters.teacher}
          onChange={(teacher) => change({ teacher })}
        />
        <FilterSelect
          label={t('filters.state')}
          allLabel={t('filters.allStates')}
          value={filters.state ?? ''}
          options={LATE_CANCEL_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
          onChange={(value) => change({ state: LATE_CANCEL_STATES.find((state) => state === value) ?? null })}
        />
      </FilterBar>
      <PagedTable<LateCancellationLesson>
        query={list}
        caption={t('table.caption')}
        getRowId={(row) => row.id}
        empty={{
          title: t(filtered ? 'noMatch.title' : 'empty.title'),
          text: t(filtered ? 'noMatch.text' : 'empty.text'),
        }}
        onPageChange={(page) => setSearch(writeLateCancelFilters({ ...filters, page }))}
        columns={[
          { id: 'when', header: t('table.when'), cell: (row) => <When lesson={row} /> },
          { id: 'lesson', header: t('table.lesson'), cell: (row) => <LessonCell lesson={row} /> },
          { id: 'teacher', header: t('table.teacher'), cell: (row) => nameIn(row.teacher, language) },
          {
            id: 'status',
            header: t('table.status'),
            cell: (row) => (
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                {/* The catch-up vocabulary is the lesson's: upcoming, in progress, completed, incomplete. */}
                <StatusBadge vocabulary="catchUp" value={row.status} />
                {row.late_cancel ? <StatusBadge vocabulary="lateCancel" value="late_cancel" /> : null}
              </Stack>
            ),
          },
          {
            id: 'action',
            header: t('table.action'),
            cell: (row) =>
              row.can_mark ? (
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => setMarking(row)}
                  aria-label={t('mark.actionNamed', {
                    lesson: lessonName(row),
                    time: formatDateTime(row.starts_at, language),
                  })}
                >
                  {t('mark.action')}
                </Button>
              ) : row.late_cancel ? (
                t('table.paid')
              ) : (
                '—'
              ),
          },
        ]}
      />
      <MarkLateCancelDialog lesson={marking} onClose={() => setMarking(null)} />
    </>
  );
}
