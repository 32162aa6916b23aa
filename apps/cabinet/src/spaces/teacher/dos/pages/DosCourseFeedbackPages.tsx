import { listDosCourseFeedback, useGetCourseFeedback, useListDosCourseFeedback } from '@cabinet/api/feedback';
import type { CourseFeedback } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { PageHeader } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { CourseFeedbackCard } from '../../../../features/feedback/CourseFeedbackCard';
import { ExportButton } from '../../../../features/table-files/ExportButton';
import { pagedRows } from '../../../../features/table-files/table-rows';
import { PagedTable } from '../../../../shared/PagedTable';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { COURSE_FEEDBACK_STATUSES, toParams } from '../dos-filters';
import { FeedbackFilterBar } from '../components/FeedbackFilterBar';
import { useCourseFeedbackColumns } from '../feedback-columns';
import { useDosFeedbackFilters } from '../use-dos-feedback-filters';
import { languageOf, nameIn } from '../../../../shared/in-language';
import { QueryContent } from '../../../../shared/QueryContent';

const PER_PAGE = 20;

/** `/teacher/dos/course-feedback`: the school's course feedback, filtered by program, teacher, course kind and status. */
export function DosCourseFeedbackPage() {
  const { t, i18n } = useTranslation('teacherFeedback');
  const language = languageOf(i18n.language);
  const { filters, filtered, choicesFrom, change, goToPage, reset } =
    useDosFeedbackFilters(COURSE_FEEDBACK_STATUSES);
  const list = useListDosCourseFeedback(toParams(filters, PER_PAGE));
  const fileColumns = useCourseFeedbackColumns();
  const exportButton = (
    <ExportButton
      fileName="course-feedback"
      table={t('dos.course.caption')}
      columns={fileColumns}
      rows={pagedRows((page, perPage) =>
        listDosCourseFeedback({ ...toParams(filters, perPage), page }, { silent: true }),
      )}
    />
  );
  return (
    <>
      <PageHeader title={t('dos.course.title')} actions={exportButton} />
      <FeedbackFilterBar
        filters={filters}
        choices={choicesFrom()}
        statuses={COURSE_FEEDBACK_STATUSES}
        statusLabel={(status) => t(`status.courseFeedback.${status}`, { ns: DS_NAMESPACE })}
        onChange={change}
        onReset={reset}
      />
      <PagedTable<CourseFeedback>
        query={list}
        caption={t('dos.course.caption')}
        getRowId={(row) => row.id}
        empty={{
          title: t(filtered ? 'dos.groups.noMatch.title' : 'dos.course.empty.title'),
          text: t(filtered ? 'dos.course.noMatch' : 'dos.course.empty.text'),
        }}
        onPageChange={goToPage}
        columns={[
          { id: 'student', header: t('list.student'), cell: (row) => nameIn(row.student, language) },
          { id: 'course', header: t('dos.course.course'), cell: (row) => row.course.name },
          { id: 'teacher', header: t('dos.filters.teacher'), cell: (row) => nameIn(row.teacher, language) },
          { id: 'type', header: t('dos.filters.kind'), cell: (row) => t(`courseKind.${row.course.kind}`) },
          {
            id: 'status',
            header: t('dos.filters.status'),
            cell: (row) => <StatusBadge vocabulary="courseFeedback" value={row.status} />,
          },
          {
            id: 'open',
            header: t('list.action'),
            cell: (row) =>
              row.status === 'sent' || row.status === 'feedback_in_progress' ? (
                <Link href={paths.teacher.dosCourseFeedbackOne.to(row.id)}>
                  {t('dos.course.open', { name: nameIn(row.student, language) })}
                </Link>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </>
  );
}

function CourseFeedbackReading({ feedbackId }: { feedbackId: number }) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const language = languageOf(i18n.language);
  const query = useGetCourseFeedback(feedbackId);
  const crumbs = (last: string) => [
    { label: t('dos.course.title'), href: paths.teacher.dosCourseFeedback.to() },
    { label: last },
  ];
  return (
    <QueryContent query={query}>
      {({ data: feedback }) => {
        const student = nameIn(feedback.student, language);
        return (
          <>
            <PageHeader
              title={t('dos.course.readTitle', { name: student, course: feedback.course.name })}
              breadcrumbs={crumbs(student)}
            />
            <Stack spacing={3}>
              <Facts>
                <Fact label={t('dos.filters.status')}>
                  <StatusBadge vocabulary="courseFeedback" value={feedback.status} />
                </Fact>
                <Fact label={t('dos.filters.kind')}>{t(`courseKind.${feedback.course.kind}`)}</Fact>
              </Facts>
              <CourseFeedbackCard feedback={feedback} />
              <section aria-labelledby="dos-comment">
                <Typography id="dos-comment" variant="h2" sx={{ typography: 'h6', mb: 1 }}>
                  {t('dos.course.dosComment')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {feedback.fields.dos_comment?.trim() || t('dos.course.noDosComment')}
                </Typography>
              </section>
            </Stack>
          </>
        );
      }}
    </QueryContent>
  );
}

/** `/teacher/dos/course-feedback/:id`: the director reads one course feedback whole, with the comment to them. */
export function DosCourseFeedbackReadPage() {
  const ids = useRouteIds('id');
  if (!ids) return <Navigate to={paths.error404.to()} replace />;
  return <CourseFeedbackReading feedbackId={ids.id} />;
}
