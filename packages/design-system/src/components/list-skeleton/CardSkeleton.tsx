import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { visuallyHidden } from '../../internal/visually-hidden';

export type CardSkeletonProps = {
  /** How many placeholder cards to show; they wrap into a grid on wide screens. */
  count?: number;
  /** Lines of text in each card under its title. */
  lines?: number;
  /** Show a placeholder for the card's button. */
  withAction?: boolean;
  /** What the screen reader hears instead of the default "Loading…". */
  label?: string;
};

/** Cards that are still loading: their outline with grey lines and a "Loading…" status. */
export function CardSkeleton({ count = 1, lines = 2, withAction = true, label }: CardSkeletonProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Box aria-busy="true" sx={{ position: 'relative' }}>
      <Box component="span" role="status" sx={visuallyHidden}>
        {label ?? t('states.loading')}
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
        }}
      >
        {Array.from({ length: count }, (_, index) => (
          <Box
            key={index}
            sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            <Skeleton variant="rounded" width={96} height={22} sx={{ mb: 1.5 }} />
            <Skeleton variant="text" width="75%" sx={{ fontSize: '1.25rem' }} />
            {Array.from({ length: lines }, (_, line) => (
              <Skeleton key={line} variant="text" width={line === lines - 1 ? '55%' : '90%'} />
            ))}
            {withAction && <Skeleton variant="rounded" width={120} height={36} sx={{ mt: 2 }} />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
