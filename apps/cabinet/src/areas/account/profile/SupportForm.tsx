import { useRequestCallback } from '@cabinet/api/account';
import { PhoneField } from '@cabinet/design-system/phone-field';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SupportTopic } from './callback-types';
import { FormActions } from './FormActions';
import { FormFeedback } from './FormFeedback';
import { TopicSelect } from './TopicSelect';
import { cleanPhone, phoneCheck, requiredChoice } from './field-checks';
import { type DirtyReporter, useReportDirty } from '../../../shared/use-dirty-forms';

type SupportRequest = { topic: SupportTopic | ''; phone: string };
type SupportFormProps = { phone: string | null; onDirtyChange?: DirtyReporter };

/** A request for the support team to call back about a topic. */
export function SupportForm({ phone, onDirtyChange }: SupportFormProps) {
  const { t } = useTranslation('account');
  const { register, handleSubmit, reset, formState } = useForm<SupportRequest>({
    defaultValues: { topic: '', phone: phone ?? '' },
    mode: 'onTouched',
  });
  useReportDirty('support', formState.isDirty, onDirtyChange);
  const call = useRequestCallback({ request: { silent: true } });
  const submit = handleSubmit(async ({ topic, phone: typed }) => {
    const data = { callbackType: topic, phone: cleanPhone(typed) };
    try {
      await call.mutateAsync({ data });
    } catch {
      return;
    }
    reset({ topic: '', phone: data.phone });
  });
  const { errors } = formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit}>
      <TopicSelect
        error={message(errors.topic?.message)}
        {...register('topic', { validate: requiredChoice })}
      />
      <PhoneField
        required
        validateOnBlur={false}
        error={message(errors.phone?.message)}
        {...register('phone', { validate: phoneCheck })}
      />
      <FormActions label={t('support.send')} busy={call.isPending} />
      <FormFeedback success={call.isSuccess && !formState.isDirty && t('support.sent')} error={call.error} />
    </Stack>
  );
}
