import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type FormFooterProps = {
  /** Why the last call failed, said once as an alert. */
  problem?: string | undefined;
  /** What the last call did ("saved"), announced politely beside the actions. */
  done?: string | undefined;
  /** The form's actions. */
  children: ReactNode;
};

/** The end of a form: the failed call's message, then the actions with the news of the last one. */
export function FormFooter({ problem, done = '', children }: FormFooterProps) {
  return (
    <>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {children}
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {done}
        </Typography>
      </Stack>
    </>
  );
}
