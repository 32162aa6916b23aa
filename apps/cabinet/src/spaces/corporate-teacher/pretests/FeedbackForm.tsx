import { ApiError } from '@cabinet/api/http';
import type { PaidPretestFeedback } from '@cabinet/api/model';
import { useSavePaidPretestFeedback } from '@cabinet/api/paid-pretests';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../shared/LeaveGuard';
import { DraftNotice } from '../../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../../shared/drafts/use-form-draft';
import { errorMessage } from '../../../shared/error-message';
import { useFormAlert } from '../../../shared/use-form-alert';
import { FeedbackFields } from './FeedbackFields';
import {
  type FeedbackField,
  type FeedbackFormValues,
  type FieldProblem,
  MIN_COMMENT,
  fieldOfRefusal,
  problemsOf,
  toFormValues,
  toInput,
} from './feedback-rules';

type FeedbackFormProps = {
  testId: number;
  /** A draft: not sent yet. */
  feedback: PaidPretestFeedback;
  /** Puts the school's answer in place of the feedback. */
  onSaved: (feedback: PaidPretestFeedback) => Promise<void>;
  /** The feedback went out, or the school says it already had (`locked`). */
  onSent: (how: 'sent' | 'locked') => void;
};

/**
 * The teacher's feedback on the writing or the speaking: the level, the comment (20 characters at
 * least) and, when detailed, a comment per criterion. A draft saves whatever is typed; sending
 * needs every field. What is typed stays when a call fails; leaving with unsaved changes asks first.
 */
export function FeedbackForm({ testId, feedback, onSaved, onSent }: FeedbackFormProps) {
  const { t } = useTranslation('teacherPretests');
  const save = useSavePaidPretestFeedback({ request: { silent: true } });
  const { setAlert, alertView } = useFormAlert();
  const form = useForm<FeedbackFormValues>({ defaultValues: toFormValues(feedback) });
  const { formState, getValues, reset, setError, clearErrors, setFocus } = form;
  const draft = useFormDraft({ form, name: 'paidPretestFeedback', record: [testId, feedback.id] });

  const messageOf = (problem: FieldProblem, limit?: number) =>
    problem === 'required' ? t('form.errors.required') : t(`form.errors.${problem}`, { count: limit });

  /** Marks each field's problem; with an empty field, the form says so above. Returns whether any. */
  const refuse = (problems: { field: FeedbackField; problem: FieldProblem; limit?: number }[]) => {
    for (const { field, problem, limit } of problems) {
      setError(field, {
        type: problem,
        message: field === 'level' ? t('form.errors.chooseLevel') : messageOf(problem, limit),
      });
    }
    const first = problems[0];
    if (!first) return false;
    if (problems.some(({ problem }) => problem === 'required')) {
      setAlert({ severity: 'error', text: t('form.incomplete') });
    } else if (first.field !== 'level') {
      setFocus(first.field);
    }
    return true;
  };

  /** The school refused: on a field it names, the field says why; otherwise the form does. */
  const refused = (error: unknown) => {
    if (!(error instanceof ApiError)) return setAlert({ severity: 'error', text: errorMessage(error) });
    if (error.code === 'feedback_locked') {
      // The school holds a sent feedback that can no longer change: the draft has nowhere to go.
      draft.clear();
      return onSent('locked');
    }
    const named = (error.data as { field?: unknown } | null)?.field;
    const field = error.status === 422 ? fieldOfRefusal(feedback, named) : null;
    if (field && error.code === 'comment_too_short') {
      return void refuse([{ field, problem: 'tooShort', limit: MIN_COMMENT }]);
    }
    if (field && error.code === 'feedback_incomplete') return void refuse([{ field, problem: 'required' }]);
    setAlert({ severity: 'error', text: errorMessage(error) });
  };

  const submit = async (send: boolean) => {
    setAlert(null);
    clearErrors();
    const values = getValues();
    if (refuse(problemsOf(feedback, values, send))) return;
    try {
      const answer = await save.mutateAsync({
        attemptId: testId,
        feedbackId: feedback.id,
        data: toInput(feedback, values, send),
      });
      reset(values);
      draft.clear(values);
      if (send) onSent('sent');
      else setAlert({ severity: 'success', text: t('form.saved') });
      await onSaved(answer.data);
    } catch (error) {
      refused(error);
    }
  };

  const busy = save.isPending;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('form.label')}
    >
      <LeaveGuard when={formState.isDirty && !busy} />
      <Box sx={{ mb: draft.restoredFrom ? 3 : 0 }}>
        <DraftNotice draft={draft} />
      </Box>
      {alertView}
      <FeedbackFields form={form} feedback={feedback} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 4, alignItems: { sm: 'center' } }}
      >
        <Button variant="contained" onClick={() => void submit(true)} disabled={busy}>
          {t('form.send')}
        </Button>
        <Button variant="outlined" onClick={() => void submit(false)} disabled={busy}>
          {t('form.save')}
        </Button>
      </Stack>
    </Box>
  );
}
