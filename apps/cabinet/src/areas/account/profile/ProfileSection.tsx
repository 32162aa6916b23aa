import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type ProfileSectionProps = { title: string; text?: string | undefined; children: ReactNode };

/** One part of the profile: a region named by its h2, with an optional line on what it is for. */
export function ProfileSection({ title, text, children }: ProfileSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {text && <Typography color="textSecondary">{text}</Typography>}
        {children}
      </Stack>
    </Paper>
  );
}
