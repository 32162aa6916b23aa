import { useSaveWorkDraft, useSubmitWork } from '@cabinet/api/assignments';
import { ApiError } from '@cabinet/api/http';
import type { FileRef, Work } from '@cabinet/api/model';
import { submitWorkBodyTextMax } from '@cabinet/api/zod/assignments';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { WordCountText } from '@cabinet/design-system/word-count-text';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { AnswerFiles } from './AnswerFiles';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { MIN_WORDS, hasEnoughForReview } from './submit-rules';

const MAX_TEXT = submitWorkBodyTextMax;

type Answer = { text: string; files: FileRef[] };
export type AnswerDone = 'saved' | 'submitted';

type TaskAnswerFormProps = {
  work: Work;
  assignmentId: number;
  studentId: number;
  /** The school answered: the work after the call. */
  onSaved: (work: Work, done: AnswerDone) => void;
};

/**
 * The student's answer to a task: the text with its word count, the files, "Save draft" and
 * "Submit for review". Nothing typed is lost: the answer is kept on the device
 * as it is written and after a failed call, and leaving with unsaved changes asks first.
 */
export function TaskAnswerForm({ work, assignmentId, studentId, onSaved }: TaskAnswerFormProps) {
  const { t } = useTranslation('assignments');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveWorkDraft({ request: { silent: true } });
  const submit = useSubmitWork({ request: { silent: true } });
  const form = useForm<Answer>({ defaultValues: { text: work.text, files: work.files } });
  const { control, handleSubmit, setError, clearErrors, reset, getValues, setFocus, formState } = form;
  const draft = useFormDraft({ form, name: 'taskAnswer', record: [assignmentId, studentId] });
  const files = useWatch({ control, name: 'files' });
  const busy = save.isPending || submit.isPending;

  const payload = () => {
    const answer = getValues();
    return { text: answer.text, file_ids: answer.files.map((file) => file.id) };
  };

  const saveDraft = () => {
    clearErrors();
    setFailure(null);
    const sent = getValues();
    save.mutate(
      { assignmentId, studentId, data: payload() },
      {
        onSuccess: ({ data: saved }) => {
          reset(sent, { keepValues: true });
          draft.clear(sent);
          onSaved(saved, 'saved');
        },
        onError: (error) => setFailure(t('answer.saveFailed', { message: errorMessage(error) })),
      },
    );
  };

  const askToSubmit = handleSubmit(
    (answer) => {
      setFailure(null);
      if (!hasEnoughForReview(answer.text, answer.files.length)) {
        setError('text', { message: t('answer.notEnough', { count: MIN_WORDS }) }, { shouldFocus: true });
        return;
      }
      setConfirming(true);
    },
    () => setFocus('text'),
  );

  const sendForReview = () => {
    const sent = getValues();
    submit.mutate(
      { assignmentId, studentId, data: payload() },
      {
        onSuccess: ({ data: submitted }) => {
          draft.clear(sent);
          setConfirming(false);
          onSaved(submitted, 'submitted');
        },
        onError: (error) => {
          setConfirming(false);
          const message = errorMessage(error);
          if (error instanceof ApiError && error.code === 'not_enough_text') {
            setError('text', { message }, { shouldFocus: true });
          }
          setFailure(t('answer.failed', { message }));
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={askToSubmit} sx={{ display: 'grid', gap: 2 }}>
      <DraftNotice draft={draft} />
      <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
        {t('answer.hint')}
      </Typography>
      <Controller
        control={control}
        name="text"
        rules={{ maxLength: { value: MAX_TEXT, message: t('answer.tooLong') } }}
        render={({ field, fieldState }) => (
          <WordCountText
            label={t('answer.label')}
            name={field.name}
            value={field.value}
            onChange={(event) => {
              field.onChange(event);
              if (fieldState.error) clearErrors('text');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            min={files.length === 0 ? MIN_WORDS : undefined}
            validateOnBlur={false}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="files"
        render={({ field }) => <AnswerFiles value={field.value} onChange={field.onChange} />}
      />
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1.5}>
        <Button variant="outlined" onClick={saveDraft} loading={save.isPending} disabled={busy}>
          {t('answer.saveDraft')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('answer.submit')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('answer.confirm.title')}
        text={t('answer.confirm.text')}
        confirmLabel={t('answer.confirm.confirm')}
        cancelLabel={t('answer.confirm.cancel')}
        onConfirm={sendForReview}
        onClose={() => setConfirming(false)}
        busy={submit.isPending}
      />
      <LeaveGuard when={formState.isDirty && !confirming} />
    </Box>
  );
}
