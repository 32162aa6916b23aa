import { useListAssignmentWork } from '@cabinet/api/assignments';
import type { Assignment, WorkListRow } from '@cabinet/api/model';
import { DataTable } from '@cabinet/design-system/data-table';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Moment } from '../assignments/Moment';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/**
 * Every student's work on the assignment: status (in words), score for tests, when submitted,
 * each row a link to the student's work. On a phone each row is a stacked card.
 */
export function WorkTable({
  assignment,
  studentHref,
}: {
  assignment: Assignment;
  studentHref: (id: number) => string;
}) {
  const { t, i18n } = useTranslation('assignmentAuthoring');
  const language = languageOf(i18n.language);
  const works = useListAssignmentWork(assignment.id);
  const heading = (
    <Typography id="works-heading" component="h2" variant="h5" sx={{ m: 0 }}>
      {t('works.heading')}
    </Typography>
  );
  if (!assignment.published) {
    return (
      <Box component="section" aria-labelledby="works-heading" sx={{ display: 'grid', gap: 1.5 }}>
        {heading}
        <Typography color="textSecondary" sx={{ m: 0 }}>
          {t('works.unpublished')}
        </Typography>
      </Box>
    );
  }
  return (
    <QueryContent query={works}>
      {({ data: rows }) => {
        const test = assignment.kind === 'test';
        return (
          <Box component="section" aria-labelledby="works-heading" sx={{ display: 'grid', gap: 1.5 }}>
            {heading}
            <DataTable<WorkListRow>
              aria-label={t('works.heading')}
              rows={rows}
              getRowId={(row) => row.student.id}
              columns={[
                {
                  id: 'student',
                  header: t('works.student'),
                  cell: (row) => (
                    <Link component={RouterLink} to={studentHref(row.student.id)}>
                      {nameIn(row.student, language)}
                    </Link>
                  ),
                },
                {
                  id: 'status',
                  header: t('works.status'),
                  cell: (row) => <StatusBadge vocabulary="assignedTask" value={row.status} />,
                },
                ...(test
                  ? [
                      {
                        id: 'score',
                        header: t('works.score'),
                        cell: (row: WorkListRow) =>
                          row.score === null
                            ? '—'
                            : t('works.scoreOf', {
                                score: row.score,
                                max: assignment.max_score,
                                percent: row.percent,
                              }),
                      },
                    ]
                  : []),
                {
                  id: 'submitted',
                  header: t('works.submitted'),
                  cell: (row) => (row.submitted_at ? <Moment iso={row.submitted_at} /> : '—'),
                },
              ]}
              empty={t('works.empty')}
            />
          </Box>
        );
      }}
    </QueryContent>
  );
}
