import { useListCatchUps } from '@cabinet/api/catchups';
import type { CatchUp } from '@cabinet/api/model';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { catchUpsAheadAndPast } from '../courses/course-present';
import { TeacherCatchUpCard } from './TeacherCatchUpCard';

function CatchUpGroup({ title, rows, courseId }: { title: string; rows: CatchUp[]; courseId: number }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <CardGrid>
        {rows.map((row) => (
          <TeacherCatchUpCard key={row.id} catchUp={row} courseId={courseId} />
        ))}
      </CardGrid>
    </Box>
  );
}

/**
 * The catch-up lessons of every student of the teacher's group: the coming and running ones
 * first, then the past (newest first); a started one can be marked completed.
 */
export function TeacherCatchUps({ courseId }: { courseId: number }) {
  const { t } = useTranslation('teaching');
  const { t: courses } = useTranslation('courses');
  const query = useListCatchUps(courseId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.data;
  if (rows.length === 0) {
    return <EmptyState title={t('catchUps.emptyTitle')} text={t('catchUps.emptyText')} headingLevel="h2" />;
  }
  const { ahead, past } = catchUpsAheadAndPast(rows);
  return (
    <Stack spacing={4}>
      {ahead.length > 0 ? (
        <CatchUpGroup title={courses('catchUps.ahead')} rows={ahead} courseId={courseId} />
      ) : null}
      {past.length > 0 ? (
        <CatchUpGroup title={courses('catchUps.past')} rows={past} courseId={courseId} />
      ) : null}
    </Stack>
  );
}
