import { schoolAndViewerMoment } from '../../shared/school-time';
import type { WorkComment } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { languageOf, nameIn } from '../../shared/in-language';

/** The teacher's comments on the work, oldest first. */
export function WorkComments({ comments }: { comments: readonly WorkComment[] }) {
  const { t, i18n } = useTranslation('assignments');
  const language = languageOf(i18n.language);
  return (
    <Box component="section" aria-labelledby="work-comments" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="work-comments" component="h3" variant="h6" sx={{ m: 0 }}>
        {t('comments.heading')}
      </Typography>
      {comments.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
          {t('comments.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {comments.map((comment) => (
            <Paper component="li" variant="outlined" key={comment.id} sx={{ p: 2, minWidth: 0 }}>
              <Typography sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.text}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ m: 0, mt: 1 }}>
                {t('comments.by', {
                  name: nameIn(comment.author, language),
                  time: schoolAndViewerMoment(comment.created_at, language).school,
                })}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
