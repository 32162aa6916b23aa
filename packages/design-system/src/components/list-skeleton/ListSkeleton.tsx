import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { visuallyHidden } from '../../internal/visually-hidden';

export type ListSkeletonProps = {
  /** How many placeholder rows to show. */
  rows?: number;
  /** Show a round placeholder for an avatar or an icon at the start of each row. */
  withAvatar?: boolean;
  /** What the screen reader hears instead of the default "Loading…". */
  label?: string;
};

/** A list that is still loading: grey rows in its place and a "Loading…" status for screen readers. */
export function ListSkeleton({ rows = 3, withAvatar = false, label }: ListSkeletonProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Box aria-busy="true" sx={{ position: 'relative' }}>
      <Box component="span" role="status" sx={visuallyHidden}>
        {label ?? t('states.loading')}
      </Box>
      <Stack aria-hidden="true" spacing={1.5}>
        {Array.from({ length: rows }, (_, index) => (
          <Stack
            key={index}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
          >
            {withAvatar && <Skeleton variant="circular" width={40} height={40} sx={{ flexShrink: 0 }} />}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Skeleton variant="text" width="60%" sx={{ fontSize: '1rem' }} />
              <Skeleton variant="text" width="40%" sx={{ fontSize: '0.875rem' }} />
            </Box>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
