import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** What a part's questions are about: the reading passage, or the writing topic, named by its title. */
export function PromptSection({ title, text }: { title: string; text: string }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>
    </Paper>
  );
}
