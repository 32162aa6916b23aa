import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A list of labelled facts, label beside value, wrapping on narrow screens (as the design system's cards). */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(6.5rem, max-content) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
        typography: 'body2',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
