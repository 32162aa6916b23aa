import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A list of labelled facts (a `dl`): label beside value, wrapping on narrow screens. Cards and
 * pages use it for a club's date and place, a group's schedule and price, a course's teacher.
 */
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
        overflowWrap: 'anywhere',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

/** One fact of a `Facts` list. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
