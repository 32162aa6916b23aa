import { useListModuleFeedback } from '@cabinet/api/feedback';
import type { ModuleFeedback } from '@cabinet/api/model';
import { DataTable } from '@cabinet/design-system/data-table';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { byModule, isLocked } from './feedback-writing-rules';
import { moduleTitle } from './person';
import { nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** A group's feedback (students × started modules) fits one page of the list. */
const PER_PAGE = 100;

type TeacherFeedbackListProps = {
  courseId: number;
  /** The page of one student's feedback. */
  feedbackHref: (feedbackId: number) => string;
};

/**
 * The group's module feedback as the teacher sees it: a table per started module
 * with each student's status and a link to write, fix or read the feedback. Starts at h2.
 */
export function TeacherFeedbackList({ courseId, feedbackHref }: TeacherFeedbackListProps) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const list = useListModuleFeedback(courseId, { per_page: PER_PAGE });
  return (
    <QueryContent
      query={list}
      isEmpty={({ data }) => byModule(data).length === 0}
      empty={<EmptyState headingLevel="h2" title={t('list.empty.title')} text={t('list.empty.text')} />}
    >
      {({ data }) => {
        const modules = byModule(data);
        const action = (row: ModuleFeedback) =>
          row.status === 'not_written' ? 'write' : isLocked(row.status) ? 'view' : 'edit';
        return (
          <Stack spacing={4}>
            {[...modules].reverse().map(({ module, rows }) => {
              const title = moduleTitle({ module }, i18n.language);
              const headingId = `feedback-module-${module.id}`;
              return (
                <Box component="section" key={module.id} aria-labelledby={headingId}>
                  <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
                    {title}
                  </Typography>
                  <DataTable
                    aria-label={title}
                    rows={rows}
                    getRowId={(row) => row.id}
                    columns={[
                      {
                        id: 'student',
                        header: t('list.student'),
                        cell: (row) => nameIn(row.student, i18n.language),
                      },
                      {
                        id: 'status',
                        header: t('list.status'),
                        cell: (row) => <StatusBadge vocabulary="studentFeedback" value={row.status} />,
                      },
                      {
                        id: 'action',
                        header: t('list.action'),
                        cell: (row) => (
                          <Link href={feedbackHref(row.id)}>
                            {t(`list.${action(row)}`, { name: nameIn(row.student, i18n.language) })}
                          </Link>
                        ),
                      },
                    ]}
                  />
                </Box>
              );
            })}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
