import type { Work } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A test's answers, read-only: each question with the options chosen and the points it earned
 * (all its points when exactly the correct options were chosen, else none); while the test is not
 * scored yet (the teacher looking at one in progress), the answers saved so far, unscored.
 */
export function AnswersReview({ work, readOnly }: { work: Work; readOnly: boolean }) {
  const { t } = useTranslation('tests');
  const headingId = useId();
  const byQuestion = new Map(work.answers.map((answer) => [answer.question_id, answer]));
  const total = work.questions.length;
  const scored = work.score !== null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ m: 0 }}>
        {t(readOnly ? 'answers.headingParent' : 'answers.heading')}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
        {work.questions.map((question, index) => {
          const answer = byQuestion.get(question.id);
          const chosen = question.options.filter((option) => answer?.option_ids.includes(option.id));
          const earned = answer?.points ?? 0;
          return (
            <Box component="li" key={question.id} sx={{ display: 'grid', gap: 0.5 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('questions.number', { number: index + 1, total })}
              </Typography>
              <Typography sx={{ fontWeight: 500, whiteSpace: 'pre-line' }}>{question.text}</Typography>
              <Typography variant="body2">
                {t('answers.chosen')}{' '}
                {chosen.length > 0 ? chosen.map((option) => option.text).join('; ') : t('answers.none')}
              </Typography>
              {scored ? (
                <Typography
                  variant="body2"
                  sx={{ fontWeight: 500, color: earned > 0 ? 'success.dark' : 'error.dark' }}
                >
                  {t(earned > 0 ? 'answers.right' : 'answers.wrong')}
                  {' · '}
                  {t('answers.points', { count: question.points, earned })}
                </Typography>
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('answers.notScored')}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
