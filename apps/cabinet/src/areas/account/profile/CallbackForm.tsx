import { useRequestCallback } from '@cabinet/api/account';
import { PhoneField } from '@cabinet/design-system/phone-field';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CallbackChannel } from './callback-types';
import { ChannelRadioGroup } from './ChannelRadioGroup';
import { FormActions } from './FormActions';
import { FormFeedback } from './FormFeedback';
import { cleanPhone, phoneCheck } from './field-checks';
import { type DirtyReporter, useReportDirty } from '../../../shared/use-dirty-forms';

type CallbackRequest = { channel: CallbackChannel; phone: string };
type CallbackFormProps = { phone: string | null; onDirtyChange?: DirtyReporter };

/** Asks the school to get in touch by phone, Facebook, Telegram, WhatsApp or Viber. */
export function CallbackForm({ phone, onDirtyChange }: CallbackFormProps) {
  const { t } = useTranslation('account');
  const { control, register, handleSubmit, reset, formState } = useForm<CallbackRequest>({
    // The saved phone fills the field, and follows the profile until the person edits it.
    values: useMemo(() => ({ channel: 'phone', phone: phone ?? '' }), [phone]),
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  useReportDirty('callback', formState.isDirty, onDirtyChange);
  const call = useRequestCallback({ request: { silent: true } });
  const submit = handleSubmit(async ({ channel, phone: typed }) => {
    const data = { callbackType: channel, phone: cleanPhone(typed) };
    try {
      await call.mutateAsync({ data });
    } catch {
      return;
    }
    reset({ channel, phone: data.phone });
  });
  const error = formState.errors.phone?.message;
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit}>
      <Controller
        control={control}
        name="channel"
        render={({ field }) => (
          <ChannelRadioGroup
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <PhoneField
        required
        validateOnBlur={false}
        error={error ? t(error) : undefined}
        {...register('phone', { validate: phoneCheck })}
      />
      <FormActions label={t('contacts.send')} busy={call.isPending} />
      <FormFeedback success={call.isSuccess && !formState.isDirty && t('contacts.sent')} error={call.error} />
    </Stack>
  );
}
