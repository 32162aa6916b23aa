import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The form's submit button, at the end of its fields. */
export function FormActions({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Box>
      <Button type="submit" variant="contained" loading={busy}>
        {label}
      </Button>
    </Box>
  );
}
