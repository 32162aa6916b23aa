import type { PaidPretestFeedback } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A teacher's feedback on the writing or the speaking: the level, the comment and, if detailed, each criterion. */
export function FeedbackView({ feedback }: { feedback: PaidPretestFeedback }) {
  const { t } = useTranslation('paidPretests');
  return (
    <Stack spacing={1.5}>
      <Facts>
        <Fact label={t('feedback.level')}>{feedback.level ?? t('feedback.noLevel')}</Fact>
        <Fact label={t('feedback.kindLabel')}>{t(`feedback.kind.${feedback.kind}`)}</Fact>
      </Facts>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{feedback.comment}</Typography>
      {feedback.criteria.length > 0 && (
        <Facts>
          {feedback.criteria.map((criterion) => (
            <Fact key={criterion.key} label={t(`feedback.criterion.${criterion.key}`)}>
              {criterion.comment}
            </Fact>
          ))}
        </Facts>
      )}
    </Stack>
  );
}
