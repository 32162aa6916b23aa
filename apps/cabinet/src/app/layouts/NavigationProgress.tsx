import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * A thin bar at the top of the page while the router loads the next page (its code or its data).
 * It fades in after a moment, so a quick move shows nothing; assistive technology learns of the
 * wait from the page place's `aria-busy`, set by the layout at once.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (!active) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        opacity: 0,
        animation: `${appear} 150ms ease-in 300ms forwards`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '1ms' },
      }}
    >
      <LinearProgress aria-label={t('loading')} />
    </Box>
  );
}
