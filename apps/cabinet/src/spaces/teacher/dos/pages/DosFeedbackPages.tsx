import {
  listDosModuleFeedback,
  listFeedbackGroups,
  useListDosModuleFeedback,
  useListFeedbackGroups,
} from '@cabinet/api/feedback';
import type { FeedbackGroupRow } from '@cabinet/api/model';
import { DataTable } from '@cabinet/design-system/data-table';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { formatDate } from '@cabinet/design-system/format';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { PageHeader } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { DosFeedbackReview } from '../../../../features/feedback-writing/DosFeedbackReview';
import { moduleTitle } from '../../../../features/feedback-writing/person';
import { ExportButton } from '../../../../features/table-files/ExportButton';
import { pagedRows } from '../../../../features/table-files/table-rows';
import { PagedTable } from '../../../../shared/PagedTable';
import { languageOf, nameIn } from '../../../../shared/in-language';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { FEEDBACK_STATUSES, toParams } from '../dos-filters';
import { FeedbackFilterBar } from '../components/FeedbackFilterBar';
import { useGroupFeedbackColumns, useModuleFeedbackColumns } from '../feedback-columns';
import { useDosFeedbackFilters } from '../use-dos-feedback-filters';
import { QueryContent } from '../../../../shared/QueryContent';

const PER_PAGE = 20;
/** A module's feedback: one per student of the group, a few dozen at most. */
const MODULE_ROWS = 100;

/** `/teacher/dos/groups-feedback`: every course's module feedback, filtered by program, teacher, course kind and status. */
export function DosGroupsFeedbackPage() {
  const { t, i18n } = useTranslation('teacherFeedback');
  const { filters, filtered, choicesFrom, change, goToPage, reset } =
    useDosFeedbackFilters(FEEDBACK_STATUSES);
  const list = useListFeedbackGroups(toParams(filters, PER_PAGE));
  const language = languageOf(i18n.language);
  const fileColumns = useGroupFeedbackColumns();
  const exportButton = (
    <ExportButton
      fileName="groups-feedback"
      table={t('dos.groups.caption')}
      columns={fileColumns}
      rows={pagedRows((page, perPage) =>
        listFeedbackGroups({ ...toParams(filters, perPage), page }, { silent: true }),
      )}
    />
  );

  return (
    <>
      <PageHeader title={t('dos.groups.title')} actions={exportButton} />
      <FeedbackFilterBar
        filters={filters}
        choices={choicesFrom(list.data?.data)}
        statuses={FEEDBACK_STATUSES}
        statusLabel={(status) => t(`status.studentFeedback.${status}`, { ns: DS_NAMESPACE })}
        onChange={change}
        onReset={reset}
      />
      <PagedTable<FeedbackGroupRow>
        query={list}
        caption={t('dos.groups.caption')}
        getRowId={(row) => `${row.course.id}-${row.module.id}`}
        empty={{
          title: t(filtered ? 'dos.groups.noMatch.title' : 'dos.groups.empty.title'),
          text: t(filtered ? 'dos.groups.noMatch.text' : 'dos.groups.empty.text'),
        }}
        onPageChange={goToPage}
        columns={[
          {
            id: 'module',
            header: t('dos.groups.module'),
            cell: (row) => (
              <Link href={paths.teacher.dosModuleFeedback.to(row.module.id)}>
                {t('dos.groups.moduleLink', { group: row.course.name, module: moduleTitle(row, language) })}
              </Link>
            ),
          },
          { id: 'program', header: t('dos.filters.program'), cell: (row) => nameIn(row.program, language) },
          { id: 'teacher', header: t('dos.filters.teacher'), cell: (row) => nameIn(row.teacher, language) },
          {
            id: 'type',
            header: t('dos.filters.kind'),
            cell: (row) => t(`courseKind.${row.course.kind}`),
          },
          {
            id: 'status',
            header: t('dos.filters.status'),
            cell: (row) => <StatusBadge vocabulary="studentFeedback" value={row.status} />,
          },
          {
            id: 'progress',
            header: t('dos.groups.progress'),
            cell: (row) =>
              t('dos.groups.counts', {
                sent: row.counts.sent,
                total: row.total,
                review: row.counts.need_review + row.counts.in_review,
              }),
          },
        ]}
      />
    </>
  );
}

function ModuleFeedback({ moduleId }: { moduleId: number }) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const language = languageOf(i18n.language);
  const list = useListDosModuleFeedback(moduleId, { per_page: MODULE_ROWS });
  const first = list.data?.data[0];
  const title = first
    ? t('dos.module.title', { group: first.course.name, module: moduleTitle(first, language) })
    : t('dos.module.titleEmpty');
  const crumbs = [
    { label: t('dos.groups.title'), href: paths.teacher.dosGroupsFeedback.to() },
    { label: first ? moduleTitle(first, language) : t('dos.module.titleEmpty') },
  ];
  const fileColumns = useModuleFeedbackColumns();
  const exportButton = first ? (
    <ExportButton
      fileName={`module-feedback-${moduleId}`}
      table={title}
      columns={fileColumns}
      rows={pagedRows((page, perPage) =>
        listDosModuleFeedback(moduleId, { page, per_page: perPage }, { silent: true }),
      )}
    />
  ) : undefined;
  return (
    <>
      <PageHeader title={title} breadcrumbs={crumbs} actions={exportButton} />
      <QueryContent
        query={list}
        empty={<EmptyState headingLevel="h2" title={t('list.empty.title')} text={t('list.empty.text')} />}
      >
        {({ data }) => (
          <>
            {first ? (
              <Typography sx={{ mb: 2, color: 'text.secondary' }}>
                {t('dos.module.teacher', { name: nameIn(first.teacher, language) })}
              </Typography>
            ) : null}
            <DataTable
              caption={t('dos.module.caption')}
              rows={data}
              getRowId={(row) => row.id}
              columns={[
                { id: 'student', header: t('list.student'), cell: (row) => nameIn(row.student, language) },
                {
                  id: 'status',
                  header: t('list.status'),
                  cell: (row) => <StatusBadge vocabulary="studentFeedback" value={row.status} />,
                },
                {
                  id: 'updated',
                  header: t('dos.module.updated'),
                  cell: (row) =>
                    row.updated_at ? (
                      <time dateTime={row.updated_at}>{formatDate(row.updated_at, language)}</time>
                    ) : (
                      '—'
                    ),
                },
                {
                  id: 'open',
                  header: t('list.action'),
                  cell: (row) => (
                    <Link href={paths.teacher.dosFeedback.to(moduleId, row.id)}>
                      {t('dos.module.open', { name: nameIn(row.student, language) })}
                    </Link>
                  ),
                },
              ]}
            />
          </>
        )}
      </QueryContent>
    </>
  );
}

/** `/teacher/dos/modules-feedback/:id`: the feedback of every student of one module. */
export function DosModuleFeedbackPage() {
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return <ModuleFeedback moduleId={ids.id} />;
}

/** `/teacher/dos/:id/feedback/:feedbackId`: reviewing one student's feedback of module `:id`. */
export function DosFeedbackReviewPage() {
  const { t, i18n } = useTranslation('teacherFeedback');
  const ids = useRouteIds('id', 'feedbackId');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  const language = languageOf(i18n.language);
  return (
    <DosFeedbackReview
      feedbackId={ids.feedbackId}
      header={(feedback) => (
        <PageHeader
          title={t('dos.review.title', { name: nameIn(feedback.student, language) })}
          breadcrumbs={[
            { label: t('dos.groups.title'), href: paths.teacher.dosGroupsFeedback.to() },
            { label: moduleTitle(feedback, language), href: paths.teacher.dosModuleFeedback.to(ids.id) },
            { label: nameIn(feedback.student, language) },
          ]}
        />
      )}
    />
  );
}
