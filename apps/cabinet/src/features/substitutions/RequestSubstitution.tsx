import { useRequestSubstitution } from '@cabinet/api/substitutions';
import type { Substitution } from '@cabinet/api/model';
import { DialogButtons, DialogForm, DialogFrame, ServerError } from '@cabinet/design-system/confirm-dialog';
import { TextInput } from '@cabinet/design-system/text-input';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { schoolAndViewerTimes } from '../../shared/school-time';
import { invalidateSubstitutions } from './invalidate-substitutions';
import {
  COMMENT_MAX_LENGTH,
  type RequestFields,
  SUBSTITUTION_REASONS,
  fieldOfError,
} from './substitution-rules';

/** The lesson a substitute is asked for, as the page that offers the request knows it. */
export type SubstitutionLesson = {
  id: number;
  /** The course's name in the interface language. */
  courseName: string;
  number: number | null;
  startsAt: string;
  endsAt: string;
};

export type RequestSubstitutionProps = {
  open: boolean;
  lesson: SubstitutionLesson | null;
  onClose: () => void;
  /** The request was made; the lists are already refreshing. */
  onRequested: (request: Substitution) => void;
};

/**
 * Asks the school for a substitute for one of the teacher's lessons: a reason and
 * a comment. The server's refusal ("no teachers available at the selected time", a started
 * lesson, a request already made) shows in the dialog, which keeps what was typed.
 */
export function RequestSubstitution({ open, lesson, onClose, onRequested }: RequestSubstitutionProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame
      open={open && lesson !== null}
      onClose={onClose}
      titleId={titleId}
      descriptionId={descriptionId}
    >
      {lesson ? (
        <RequestForm
          lesson={lesson}
          titleId={titleId}
          descriptionId={descriptionId}
          onClose={onClose}
          onRequested={onRequested}
        />
      ) : null}
    </DialogFrame>
  );
}

type RequestFormProps = {
  lesson: SubstitutionLesson;
  titleId: string;
  descriptionId: string;
  onClose: () => void;
  onRequested: (request: Substitution) => void;
};

function RequestForm({ lesson, titleId, descriptionId, onClose, onRequested }: RequestFormProps) {
  const { t, i18n } = useTranslation('substitutions');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const queryClient = useQueryClient();
  const request = useRequestSubstitution({ request: { silent: true } });
  const [serverError, setServerError] = useState<string>();
  const reasonLabelId = useId();
  const reasonMessageId = useId();
  const { control, handleSubmit, setError, setFocus, formState } = useForm<RequestFields>({
    defaultValues: { reason: '', comment: '' },
  });
  const comment = useWatch({ control, name: 'comment' });
  const times = schoolAndViewerTimes(lesson.startsAt, lesson.endsAt, language);
  const lessonText = t('request.lesson', {
    course: lesson.courseName,
    number: lesson.number ?? '',
    time: times.school,
  });

  const submit = handleSubmit(
    async (values) => {
      setServerError(undefined);
      try {
        const answer = await request.mutateAsync({
          lessonId: lesson.id,
          data: {
            reason: values.reason as Exclude<RequestFields['reason'], ''>,
            comment: values.comment.trim(),
          },
        });
        await invalidateSubstitutions(queryClient);
        onRequested(answer.data);
      } catch (error) {
        const field = fieldOfError(error);
        if (field) {
          setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
        } else {
          setServerError(errorMessage(error));
        }
      }
    },
    (errors) => {
      if (errors.reason) setFocus('reason');
      else if (errors.comment) setFocus('comment');
    },
  );

  return (
    <DialogForm onSubmit={() => void submit()}>
      <DialogTitle id={titleId}>{t('request.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {lessonText}
          {times.viewer ? ` (${t('card.yourTime', { time: times.viewer })})` : ''}
        </DialogContentText>
        <ServerError message={serverError} />
        <Stack spacing={2}>
          <Controller
            control={control}
            name="reason"
            rules={{ validate: (value) => (value ? true : t('request.chooseReason')) }}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required>
                <FormLabel id={reasonLabelId}>{t('request.reason')}</FormLabel>
                <RadioGroup
                  aria-labelledby={reasonLabelId}
                  aria-describedby={fieldState.error ? reasonMessageId : undefined}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {SUBSTITUTION_REASONS.map((reason, index) => (
                    <FormControlLabel
                      key={reason}
                      value={reason}
                      label={t(`reasons.${reason}`)}
                      control={
                        <Radio
                          slotProps={{
                            input: {
                              ref: index === 0 ? field.ref : undefined,
                              'aria-invalid': Boolean(fieldState.error),
                            },
                          }}
                        />
                      }
                    />
                  ))}
                </RadioGroup>
                {fieldState.error ? (
                  <FormHelperText id={reasonMessageId}>{fieldState.error.message}</FormHelperText>
                ) : null}
              </FormControl>
            )}
          />
          <Controller
            control={control}
            name="comment"
            rules={{
              validate: (value) =>
                value.length <= COMMENT_MAX_LENGTH
                  ? true
                  : t('request.commentTooLong', { count: value.length, max: COMMENT_MAX_LENGTH }),
            }}
            render={({ field, fieldState }) => (
              <TextInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('request.comment')}
                multiline
                minRows={3}
                error={fieldState.error?.message}
                hint={t('request.commentHint', { count: comment.length, max: COMMENT_MAX_LENGTH })}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogButtons
        confirmLabel={t('request.send')}
        onCancel={onClose}
        busy={request.isPending || formState.isSubmitting}
      />
    </DialogForm>
  );
}
