import type { PaidPretest, PaidPretestFeedbackKind, PaidPretestFeedbackPart } from '@cabinet/api/model';
import { useCreatePaidPretestFeedback } from '@cabinet/api/paid-pretests';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/error-message';
import { paths } from '../../../shared/paths';
import { useRefreshCheck } from './use-refresh-check';

const KINDS: readonly PaidPretestFeedbackKind[] = ['base', 'detailed'];

/** Begins a part's feedback, base or detailed as the teacher chooses, and opens it to write. */
export function FeedbackStart({ test, part }: { test: PaidPretest; part: PaidPretestFeedbackPart }) {
  const { t } = useTranslation('teacherPretests');
  const aboutId = useId();
  const navigate = useNavigate();
  const refresh = useRefreshCheck(test.id);
  const create = useCreatePaidPretestFeedback({ request: { silent: true } });

  const begin = async (kind: PaidPretestFeedbackKind) => {
    const answer = await create.mutateAsync({ attemptId: test.id, data: { part, kind } }).catch(() => null);
    if (!answer) return;
    const feedback = answer.data;
    await refresh((old) => ({
      ...old,
      feedbacks: [...old.feedbacks.filter((other) => other.id !== feedback.id), feedback],
    }));
    void navigate(paths.corporateTeacher.paidPlacementTestFeedback.to(test.id, part, feedback.id));
  };

  return (
    <Stack spacing={1.5}>
      <Typography id={aboutId}>{t('feedback.choose')}</Typography>
      <Typography component="ul" sx={{ m: 0, pl: 3 }}>
        <li>{t('feedback.about.base')}</li>
        <li>{t(`feedback.about.detailed.${part}`)}</li>
      </Typography>
      {create.isError && <Alert severity="error">{errorMessage(create.error)}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {KINDS.map((kind) => (
          <Button
            key={kind}
            variant={kind === 'base' ? 'outlined' : 'contained'}
            onClick={() => void begin(kind)}
            disabled={create.isPending}
            aria-describedby={aboutId}
          >
            {t(`feedback.begin.${kind}`)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
