import type { WorkStatus, WorkStatusCounts } from '@cabinet/api/model';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The statuses that have at least one work, in the order of the contract's counts. */
export const countedStatuses = (counts: WorkStatusCounts): [WorkStatus, number][] =>
  (Object.entries(counts) as [WorkStatus, number][]).filter(([, count]) => count > 0);

/** How many students' works are in each status: the label (not colour alone) and the number. */
export function StatusCounts({ counts }: { counts: WorkStatusCounts | null }) {
  const { t } = useTranslation('assignmentAuthoring');
  const shown = counts ? countedStatuses(counts) : [];
  if (shown.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
        {t('list.noWorks')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('list.counts')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {shown.map(([status, count]) => (
        <Box component="li" key={status} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <StatusBadge vocabulary="assignedTask" value={status} />
          <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
            {count}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
