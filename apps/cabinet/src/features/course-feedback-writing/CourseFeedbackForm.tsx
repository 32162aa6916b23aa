import { useSaveCourseFeedback, useSendCourseFeedback } from '@cabinet/api/feedback';
import type { CourseFeedback } from '@cabinet/api/model';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
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
import { showToast } from '../../shared/toast-queue';
import {
  COURSE_TEXT_FIELDS,
  COURSE_TEXT_LIMITS,
  type CourseFeedbackFormValues,
  MIN_EXTENDED_COMMENT,
  courseSendProblems,
  fieldOfError,
  toCourseFeedbackFields,
  toCourseFormValues,
} from './course-feedback-rules';
import { LanguageRadioGroup } from './LanguageRadioGroup';
import { useInvalidateCourseFeedback } from './invalidate-course-feedback';

type CourseFeedbackFormProps = {
  /** A course feedback not sent yet. */
  feedback: CourseFeedback;
  /** Names the form (the student it is about), for screen readers. */
  label: string;
};

/**
 * The teacher's course feedback form: language, progress, recommendation, the next
 * courses, the extended comment (at least 20 characters) and the optional comment for the academic
 * director. Saves a draft; sends to the manager once every field is filled, after a
 * confirmation since a sent feedback is locked. What is typed stays when a call fails; leaving
 * with unsaved changes asks first.
 */
export function CourseFeedbackForm({ feedback, label }: CourseFeedbackFormProps) {
  const { t } = useTranslation(['individualTeaching', 'feedback']);
  const invalidate = useInvalidateCourseFeedback();
  const save = useSaveCourseFeedback();
  const send = useSendCourseFeedback();
  const { setAlert, alertView } = useFormAlert();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<CourseFeedbackFormValues>({ defaultValues: toCourseFormValues(feedback.fields) });
  const { control, formState, getValues, reset, setError, clearErrors } = form;
  const draft = useFormDraft({ form, name: 'courseFeedback', record: feedback.id });
  const busy = save.isPending || send.isPending;

  /** A refused call: its translated message, and under the field it names. */
  const showError = (error: unknown) => {
    const message = errorMessage(error);
    const field = fieldOfError(error);
    if (field) setError(field, { type: 'server', message });
    setAlert({ severity: 'error', text: message });
  };

  /** Saves what is typed; the form keeps it whatever the answer. */
  const saveDraft = async (): Promise<boolean> => {
    const values = getValues();
    try {
      await save.mutateAsync({ courseFeedbackId: feedback.id, data: toCourseFeedbackFields(values) });
    } catch (error) {
      // Not read again: a refusal must not replace what the teacher typed.
      showError(error);
      return false;
    }
    reset(values);
    draft.clear(values);
    await invalidate(feedback);
    return true;
  };

  const onSave = async () => {
    setAlert(null);
    clearErrors();
    if (await saveDraft()) setAlert({ severity: 'success', text: t('courseFeedback.saved') });
  };

  /** Checks the rules before asking to confirm, so the teacher sees every missing field at once. */
  const onSendClick = () => {
    setAlert(null);
    clearErrors();
    const problems = courseSendProblems(getValues());
    if (problems.length === 0) {
      setConfirming(true);
      return;
    }
    for (const { field, problem } of problems) {
      setError(field, {
        type: problem,
        message:
          problem === 'tooShort'
            ? t('courseFeedback.errors.tooShort', { count: MIN_EXTENDED_COMMENT })
            : t(
                field === 'language'
                  ? 'courseFeedback.errors.chooseLanguage'
                  : 'courseFeedback.errors.required',
              ),
      });
    }
    setAlert({ severity: 'error', text: t('courseFeedback.incomplete') });
  };

  const onConfirmSend = async () => {
    setConfirming(false);
    if (!(await saveDraft())) return;
    try {
      await send.mutateAsync({ courseFeedbackId: feedback.id });
      showToast(t('courseFeedback.sent'), 'success');
    } catch (error) {
      showError(error);
    } finally {
      await invalidate(feedback);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} aria-label={label}>
      <LeaveGuard when={formState.isDirty && !busy} />
      {alertView}
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <DraftNotice draft={draft} />
        <Controller
          control={control}
          name="language"
          render={({ field: input, fieldState }) => (
            <LanguageRadioGroup
              label={t('feedback:course.language')}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              error={fieldState.error?.message}
              disabled={busy}
            />
          )}
        />
        {COURSE_TEXT_FIELDS.map((field) => (
          <CharLimitField
            key={field}
            control={control}
            name={field}
            rules={{
              maxLength: {
                value: COURSE_TEXT_LIMITS[field],
                message: t('courseFeedback.errors.tooLong', { count: COURSE_TEXT_LIMITS[field] }),
              },
            }}
            label={
              field === 'dos_comment' ? t('courseFeedback.dosComment') : t(`feedback:course.fields.${field}`)
            }
            maxLength={COURSE_TEXT_LIMITS[field]}
            minLength={field === 'extended_comment' ? MIN_EXTENDED_COMMENT : undefined}
            minRows={3}
            hint={
              field === 'extended_comment'
                ? t('courseFeedback.extendedHint', { count: MIN_EXTENDED_COMMENT })
                : field === 'dos_comment'
                  ? t('courseFeedback.dosHint')
                  : undefined
            }
            disabled={busy}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
        <Button variant="contained" onClick={onSendClick} disabled={busy}>
          {t('courseFeedback.send')}
        </Button>
        <Button variant="outlined" onClick={() => void onSave()} disabled={busy}>
          {t('courseFeedback.save')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('courseFeedback.confirm.title')}
        text={t('courseFeedback.confirm.text')}
        confirmLabel={t('courseFeedback.confirm.send')}
        cancelLabel={t('courseFeedback.confirm.cancel')}
        onConfirm={() => void onConfirmSend()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
