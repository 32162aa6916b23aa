import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** A director's list filters, as a search landmark, with "reset" once one is set. */
export function FilterBar({
  label,
  resetLabel,
  onReset,
  children,
}: {
  label: string;
  resetLabel: string;
  /** Shown when a filter is set. */
  onReset?: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}
    >
      {children}
      {onReset ? (
        <Button variant="text" onClick={onReset}>
          {resetLabel}
        </Button>
      ) : null}
    </Box>
  );
}
