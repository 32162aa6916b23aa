import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Labelled facts: label and value side by side, wrapping on narrow screens. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
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
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
