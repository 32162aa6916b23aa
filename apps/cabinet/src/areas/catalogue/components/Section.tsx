import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type SectionProps = { title: string; children: ReactNode; level?: 2 | 3 };

/** A region of a catalogue page, named by its heading. */
export function Section({ title, children, level = 2 }: SectionProps) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} component={`h${level}`} variant="h6" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
