import { getGetCurrentUserQueryKey, useUpdateUserData } from '@cabinet/api/account';
import type { User } from '@cabinet/api/model';
import { PhoneField } from '@cabinet/design-system/phone-field';
import { TextInput } from '@cabinet/design-system/text-input';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from './FormActions';
import { FormFeedback } from './FormFeedback';
import { cleanPhone, latinNameCheck, nameCheck, phoneCheck } from './field-checks';
import { type DirtyReporter, useReportDirty } from '../../../shared/use-dirty-forms';

type PersonalData = { name: string; nameEn: string; phone: string };
type PersonalDataFormProps = { user: User; onDirtyChange?: DirtyReporter };

const nameEnRule = latinNameCheck({ required: false });

/** The name, the name in English and the phone. */
export function PersonalDataForm({ user, onDirtyChange }: PersonalDataFormProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const saved = useMemo<PersonalData>(
    () => ({ name: user.name, nameEn: user.nameEn ?? '', phone: user.phone ?? '' }),
    [user.name, user.nameEn, user.phone],
  );
  const { register, handleSubmit, reset, formState } = useForm<PersonalData>({
    // Follows the record when it changes elsewhere, without touching what the person is editing.
    values: saved,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  useReportDirty('personal', formState.isDirty, onDirtyChange);
  const call = useUpdateUserData({ request: { silent: true } });
  const submit = handleSubmit(async (values) => {
    const data = { name: values.name.trim(), nameEn: values.nameEn.trim(), phone: cleanPhone(values.phone) };
    try {
      await call.mutateAsync({ data });
    } catch {
      return; // The message shows under the form; what was typed stays.
    }
    reset(data);
    await queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
  });
  const { errors } = formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit}>
      <TextInput
        label={t('personal.name')}
        autoComplete="name"
        required
        error={message(errors.name?.message)}
        {...register('name', { validate: nameCheck })}
      />
      <TextInput
        label={t('personal.nameEn')}
        hint={t('personal.nameEnHint')}
        lang="en"
        error={message(errors.nameEn?.message)}
        {...register('nameEn', { validate: nameEnRule })}
      />
      <PhoneField
        required
        validateOnBlur={false}
        error={message(errors.phone?.message)}
        {...register('phone', { validate: phoneCheck })}
      />
      <FormActions label={t('save')} busy={call.isPending} />
      <FormFeedback
        success={call.isSuccess && !formState.isDirty && t('personal.saved')}
        error={call.error}
        savesChanges
      />
    </Stack>
  );
}
