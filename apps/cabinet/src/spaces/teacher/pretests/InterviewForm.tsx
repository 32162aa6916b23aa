import type { PretestInterview, PretestInterviewInput } from '@cabinet/api/model';
import {
  getGetPretestInterviewQueryKey,
  getListPretestInterviewsQueryKey,
  useRecordPretestInterview,
} from '@cabinet/api/pretests';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceRadioGroup } from '../../../shared/ChoiceRadioGroup';
import { LeaveGuard } from '../../../shared/LeaveGuard';
import { useFormAlert } from '../../../shared/use-form-alert';
import {
  type InterviewFormValues,
  LEVELS,
  MAX_MINUTES,
  MISSED,
  heldInput,
  problemsOf,
  refusalOf,
} from './interview-rules';

const EMPTY: InterviewFormValues = { level: '', minutes: '' };

/**
 * Records the interview: held, with the speaking level and its minutes (up to 15), or missed
 * after a confirmation, as it ends the speaking part for good.
 */
export function InterviewForm({ test }: { test: PretestInterview }) {
  const { t } = useTranslation('teacherPretests');
  const client = useQueryClient();
  const record = useRecordPretestInterview({ request: { silent: true } });
  const { setAlert, alertView } = useFormAlert();
  const [values, setValues] = useState<InterviewFormValues>(EMPTY);
  const [shown, setShown] = useState<ReturnType<typeof problemsOf>>({});
  const [asking, setAsking] = useState(false);
  const [missedError, setMissedError] = useState<string | undefined>();
  const dirty = values.level !== '' || values.minutes !== '';

  const change = (next: Partial<InterviewFormValues>) => {
    setValues((old) => ({ ...old, ...next }));
    setShown((old) => {
      const kept = { ...old };
      for (const key of Object.keys(next)) delete kept[key as keyof InterviewFormValues];
      return kept;
    });
  };

  const send = async (input: PretestInterviewInput) => {
    const answer = await record.mutateAsync({ attemptId: test.id, data: input });
    client.setQueryData(getGetPretestInterviewQueryKey(test.id), answer);
    await Promise.all([
      client.invalidateQueries({ queryKey: getGetPretestInterviewQueryKey(test.id) }),
      client.invalidateQueries({ queryKey: getListPretestInterviewsQueryKey() }),
    ]);
  };

  const hold = async () => {
    setAlert(null);
    const problems = problemsOf(values);
    setShown(problems);
    if (problems.level || problems.minutes) {
      setAlert({ severity: 'error', text: t('entry.form.incomplete') });
      return;
    }
    try {
      await send(heldInput(values));
    } catch (error) {
      setAlert({ severity: 'error', text: refusalOf(error) });
    }
  };

  const miss = async () => {
    setMissedError(undefined);
    try {
      await send(MISSED);
      setAsking(false);
    } catch (error) {
      setMissedError(refusalOf(error));
    }
  };

  const busy = record.isPending;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('entry.form.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void hold();
      }}
    >
      <LeaveGuard when={dirty && !busy} />
      {alertView}
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        <ChoiceRadioGroup
          label={t('entry.form.level')}
          name="level"
          options={LEVELS.map((level) => ({ value: level, label: level }))}
          value={values.level}
          onChange={(level) => change({ level })}
          error={shown.level ? t('entry.form.errors.chooseLevel') : undefined}
        />
        <TextField
          label={t('entry.form.minutes')}
          value={values.minutes}
          onChange={(event) => change({ minutes: event.target.value })}
          error={Boolean(shown.minutes)}
          helperText={
            shown.minutes
              ? t('entry.form.errors.minutes', { max: MAX_MINUTES })
              : t('entry.form.minutesHint', { max: MAX_MINUTES })
          }
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          sx={{ maxWidth: 240 }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, alignItems: 'flex-start' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('entry.form.hold')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => {
            setMissedError(undefined);
            setAsking(true);
          }}
        >
          {t('entry.form.markMissed')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('entry.confirm.title')}
        text={t('entry.confirm.text')}
        confirmLabel={t('entry.confirm.yes')}
        cancelLabel={t('entry.confirm.no')}
        tone="danger"
        busy={busy}
        error={missedError}
        onConfirm={() => void miss()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
