import { submitEventTest } from '@cabinet/api/events';
import type { EventTest, EventTestResult } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceRadioGroup } from '../../../shared/ChoiceRadioGroup';
import { DraftNotice } from '../../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../../shared/drafts/use-form-draft';
import { errorMessage } from '../../../shared/error-message';
import { useFormAlert } from '../../../shared/use-form-alert';
import { inLanguage } from '../../../shared/in-language';

type Answers = Record<string, string>;

/**
 * The event test: one choice per question, handed in at once. The choices are kept on the device
 * as they are made (docs/drafts.md), so a closed tab loses none. A failed try says "Sorry, you
 * didn't pass the test!" with the result and keeps the answers for a retake; a pass hands the
 * result up and forgets them.
 */
export function EventTestForm({
  eventId,
  test,
  onPassed,
}: {
  eventId: number;
  test: EventTest;
  onPassed: (result: EventTestResult) => void;
}) {
  const { t, i18n } = useTranslation('events');
  const headingId = useId();
  const { setAlert, alertView } = useFormAlert();
  const form = useForm<Answers>({
    defaultValues: Object.fromEntries(test.questions.map((question) => [String(question.id), ''])),
  });
  const draft = useFormDraft({ form, name: 'eventTest', record: eventId });
  const submit = useMutation({
    mutationFn: (answers: Answers) =>
      submitEventTest(
        eventId,
        {
          answers: test.questions.map((question) => ({
            question_id: question.id,
            option_id: Number(answers[String(question.id)]),
          })),
        },
        { silent: true },
      ),
    onSuccess: ({ data }, answers) => {
      if (data.passed) {
        draft.clear(answers);
        onPassed(data);
      } else
        setAlert({
          severity: 'error',
          text: `${t('test.failed')} ${t('test.failedDetail', { percent: data.percent, correct: data.correct, total: data.total })}`,
        });
    },
    onError: (error) => setAlert({ severity: 'error', text: errorMessage(error) }),
  });
  const handIn = form.handleSubmit((answers) => submit.mutate(answers));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('test.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('test.intro', { count: test.questions.length, percent: test.pass_percent })}
      </Typography>
      <DraftNotice draft={draft} />
      {alertView}
      <Stack component="form" noValidate spacing={3} onSubmit={(event) => void handIn(event)}>
        {test.questions.map((question, index) => (
          <Controller
            key={question.id}
            control={form.control}
            name={String(question.id)}
            rules={{ required: t('test.answerRequired') }}
            render={({ field, fieldState }) => (
              <ChoiceRadioGroup
                name={field.name}
                label={`${t('test.question', { number: index + 1 })}. ${inLanguage(question.text, question.text_en, i18n.language)}`}
                options={question.options.map((option) => ({
                  value: String(option.id),
                  label: inLanguage(option.text, option.text_en, i18n.language),
                }))}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                disabled={submit.isPending}
              />
            )}
          />
        ))}
        <div>
          <Button type="submit" variant="contained" loading={submit.isPending}>
            {submit.data && !submit.data.data.passed ? t('test.retake') : t('test.submit')}
          </Button>
        </div>
      </Stack>
    </Box>
  );
}
