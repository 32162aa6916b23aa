import { useSaveFeedback, useSendFeedbackForReview } from '@cabinet/api/feedback';
import type { ModuleFeedback } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { CharLimitField } from '../../shared/CharLimitField';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { useFormAlert } from '../../shared/use-form-alert';
import { CopyFeedbackDialog } from './CopyFeedbackDialog';
import {
  EXTENDED_COMMENT_FIELD,
  FORM_FIELDS,
  type FeedbackFormValues,
  MIN_EXTENDED_COMMENT,
  TEXT_LIMITS,
  isMarkField,
  sendProblems,
  toFeedbackFields,
  toFormValues,
  sendTexts,
} from './feedback-writing-rules';
import { useInvalidateFeedback } from './invalidate-feedback';
import { MarkRadioGroup } from './MarkRadioGroup';

type ModuleFeedbackFormProps = {
  /** A feedback the teacher may edit (not under review, not sent). */
  feedback: ModuleFeedback;
  /** The preview page of this feedback. */
  previewHref: string;
  /** Goes to the preview page (after the draft is saved). */
  onPreview: () => void;
};

/**
 * The teacher's module feedback form: every field, marks from great to
 * unsatisfactory, the extended comment with its 20-character minimum. Saves a draft, copies the
 * text to other students, sends for review once every field is filled. What is
 * typed stays when a call fails; leaving with unsaved changes asks first.
 */
export function ModuleFeedbackForm({ feedback, previewHref, onPreview }: ModuleFeedbackFormProps) {
  const { t } = useTranslation(['teacherFeedback', 'feedback']);
  const invalidate = useInvalidateFeedback();
  const save = useSaveFeedback();
  const send = useSendFeedbackForReview();
  const { setAlert, alertView } = useFormAlert();
  const [copying, setCopying] = useState(false);
  const form = useForm<FeedbackFormValues>({ defaultValues: toFormValues(feedback.fields) });
  const { control, formState, getValues, reset, setError, clearErrors } = form;
  const draft = useFormDraft({ form, name: 'moduleFeedback', record: feedback.id });
  const busy = save.isPending || send.isPending;

  /** Saves what is typed; the form keeps it whatever the answer. */
  const saveDraft = async (): Promise<ModuleFeedback | null> => {
    const values = getValues();
    try {
      const answer = await save.mutateAsync({ feedbackId: feedback.id, data: toFeedbackFields(values) });
      reset(values);
      draft.clear(values);
      await invalidate(feedback);
      return answer.data;
    } catch (error) {
      setAlert({ severity: 'error', text: errorMessage(error) });
      return null;
    }
  };

  const onSave = async () => {
    setAlert(null);
    clearErrors();
    if (await saveDraft()) setAlert({ severity: 'success', text: t('form.saved') });
  };

  const onSend = async () => {
    setAlert(null);
    clearErrors();
    const problems = sendProblems(getValues());
    if (problems.length > 0) {
      for (const { field, problem } of problems) {
        setError(field, {
          type: problem,
          message:
            problem === 'tooShort'
              ? t('form.errors.tooShort', { count: MIN_EXTENDED_COMMENT })
              : t(isMarkField(field) ? 'form.errors.chooseMark' : 'form.errors.required'),
        });
      }
      setAlert({ severity: 'error', text: t('form.incomplete') });
      return;
    }
    if (!(await saveDraft())) return;
    try {
      await send.mutateAsync({ feedbackId: feedback.id });
    } catch (error) {
      setAlert({ severity: 'error', text: errorMessage(error) });
    } finally {
      await invalidate(feedback);
    }
  };

  const onPreviewClick = async () => {
    if (formState.isDirty && !(await saveDraft())) return;
    onPreview();
  };

  const onCopyClick = async () => {
    setAlert(null);
    if (formState.isDirty && !(await saveDraft())) return;
    setCopying(true);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('form.label')}
    >
      <LeaveGuard when={formState.isDirty && !busy} />
      {feedback.status === 'need_edit' && feedback.review_comment ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <strong>{t('form.reviewComment')}</strong> {feedback.review_comment}
        </Alert>
      ) : null}
      <DraftNotice draft={draft} />
      {alertView}
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {FORM_FIELDS.map((field) =>
          isMarkField(field) ? (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: input, fieldState }) => (
                <MarkRadioGroup
                  label={t(`feedback:module.fields.${field}`)}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={fieldState.error?.message}
                  disabled={busy}
                />
              )}
            />
          ) : (
            <CharLimitField
              key={field}
              control={control}
              name={field}
              rules={{
                maxLength: {
                  value: TEXT_LIMITS[field],
                  message: t('form.errors.tooLong', { count: TEXT_LIMITS[field] }),
                },
              }}
              label={t(`feedback:module.fields.${field}`)}
              maxLength={TEXT_LIMITS[field]}
              minLength={field === EXTENDED_COMMENT_FIELD ? MIN_EXTENDED_COMMENT : undefined}
              minRows={field === 'test_result' ? 1 : 3}
              hint={
                field === EXTENDED_COMMENT_FIELD
                  ? t('form.extendedHint', { count: MIN_EXTENDED_COMMENT })
                  : undefined
              }
              disabled={busy}
            />
          ),
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 4, flexWrap: 'wrap', rowGap: 1.5 }}
      >
        <Button variant="contained" onClick={() => void onSend()} disabled={busy}>
          {t(sendTexts(feedback).send)}
        </Button>
        <Button variant="outlined" onClick={() => void onSave()} disabled={busy}>
          {t('form.save')}
        </Button>
        <Button
          variant="outlined"
          href={previewHref}
          onClick={(event) => {
            event.preventDefault();
            void onPreviewClick();
          }}
          disabled={busy}
        >
          {t('form.preview')}
        </Button>
        <Button variant="text" onClick={() => void onCopyClick()} disabled={busy}>
          {t('form.copy')}
        </Button>
      </Stack>
      {copying ? <CopyFeedbackDialog source={feedback} onClose={() => setCopying(false)} /> : null}
    </Box>
  );
}
