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
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { AnswerFiles } from './AnswerFiles';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { LocalDraftNotice } from './LocalDraftNotice';
import { type DraftContent, type LocalDraft, sameContent, startingPoint } from './local-draft';
import { MIN_WORDS, hasEnoughForReview } from './submit-rules';
import { useLocalDraft } from './use-local-draft';

const MAX_TEXT = submitWorkBodyTextMax;

type Answer = { text: string; files: FileRef[] };
export type AnswerDone = 'saved' | 'submitted';

type TaskAnswerFormProps = {
  work: Work;
  assignmentId: number;
  studentId: number;
  /** The signed-in user: the device keeps their drafts apart from anyone else's. */
  userId: number;
  /** The school answered: the work after the call. */
  onSaved: (work: Work, done: AnswerDone) => void;
};

/**
 * The student's answer to a task: the text with its word count, the files, "Save draft" and
 * "Submit for review". Nothing typed is lost: the answer is kept on the device
 * as it is written and after a failed call, and leaving with unsaved changes asks first.
 */
export function TaskAnswerForm({ work, assignmentId, studentId, userId, onSaved }: TaskAnswerFormProps) {
  const { t } = useTranslation('assignments');
  const key = useMemo(() => ({ userId, assignmentId, studentId }), [userId, assignmentId, studentId]);
  const [start] = useState(() => startingPoint(key, { text: work.text, files: work.files }));
  const [local, setLocal] = useState<LocalDraft | null>(start.local);
  const [baseline, setBaseline] = useState<DraftContent>({ text: work.text, files: work.files });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveWorkDraft({ request: { silent: true } });
  const submit = useSubmitWork({ request: { silent: true } });
  const { control, handleSubmit, setError, clearErrors, reset, getValues, setFocus } = useForm<Answer>({
    defaultValues: start.values,
  });
  const text = useWatch({ control, name: 'text' });
  const files = useWatch({ control, name: 'files' });
  const content = useMemo(() => ({ text, files }), [text, files]);
  const draft = useLocalDraft(key, content, baseline);
  const dirty = !sameContent(content, baseline);
  const busy = save.isPending || submit.isPending;

  const payload = () => {
    const answer = getValues();
    return { text: answer.text, file_ids: answer.files.map((file) => file.id) };
  };

  const saveDraft = () => {
    clearErrors();
    setFailure(null);
    draft.persist();
    const data = payload();
    save.mutate(
      { assignmentId, studentId, data },
      {
        onSuccess: ({ data: saved }) => {
          setBaseline({ text: data.text, files: getValues('files') });
          setLocal(null);
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
    draft.persist();
    submit.mutate(
      { assignmentId, studentId, data: payload() },
      {
        onSuccess: ({ data: sent }) => {
          draft.finish();
          setConfirming(false);
          onSaved(sent, 'submitted');
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

  const discardLocal = () => {
    reset({ text: work.text, files: work.files });
    setBaseline({ text: work.text, files: work.files });
    setLocal(null);
  };

  return (
    <Box component="form" noValidate onSubmit={askToSubmit} sx={{ display: 'grid', gap: 2 }}>
      {local ? (
        <LocalDraftNotice keptAt={local.savedAt} onKeep={() => setLocal(null)} onDiscard={discardLocal} />
      ) : null}
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
      <LeaveGuard when={dirty && !confirming} />
    </Box>
  );
}
