import Box from '@mui/material/Box';
import { Fragment } from 'react';

/** Written parts of a feedback as a list of label above text, readable on a phone. */
export function FeedbackTexts({ items }: { items: { label: string; text: string | null }[] }) {
  const shown = items.filter((item): item is { label: string; text: string } => item.text !== null);
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        rowGap: 0.5,
        overflowWrap: 'anywhere',
        '& dt': { typography: 'body2', color: 'text.secondary', fontWeight: 500 },
        '& dd': { typography: 'body1', m: 0, mb: 1.25, whiteSpace: 'pre-line' },
        '& dd:last-of-type': { mb: 0 },
      }}
    >
      {shown.map((item) => (
        <Fragment key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.text}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
