import { getGetCurrentUserQueryKey, useUpdateStudentNameEn } from '@cabinet/api/account';
import type { User } from '@cabinet/api/model';
import { TextInput } from '@cabinet/design-system/text-input';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from './FormActions';
import { FormFeedback } from './FormFeedback';
import { latinNameCheck } from './field-checks';
import { type DirtyReporter, useReportDirty } from '../../../shared/use-dirty-forms';

type CertificateName = { nameEn: string };
type CertificateNameFormProps = { user: User; onDirtyChange?: DirtyReporter };

const rule = latinNameCheck({ required: true });

/** A student's name in English, as certificates print it. */
export function CertificateNameForm({ user, onDirtyChange }: CertificateNameFormProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const saved = useMemo<CertificateName>(() => ({ nameEn: user.nameEn ?? '' }), [user.nameEn]);
  const { register, handleSubmit, reset, formState } = useForm<CertificateName>({
    values: saved,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  useReportDirty('certificateName', formState.isDirty, onDirtyChange);
  const call = useUpdateStudentNameEn({ request: { silent: true } });
  const submit = handleSubmit(async (values) => {
    const nameEn = values.nameEn.trim();
    try {
      await call.mutateAsync({ data: { name_en: nameEn } });
    } catch {
      return;
    }
    reset({ nameEn });
    await queryClient.invalidateQueries({ queryKey: getGetCurrentUserQueryKey() });
  });
  const error = formState.errors.nameEn?.message;
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit}>
      <TextInput
        label={t('certificateName.label')}
        hint={t('certificateName.hint')}
        lang="en"
        required
        error={error ? t(error) : undefined}
        {...register('nameEn', { validate: rule })}
      />
      <FormActions label={t('save')} busy={call.isPending} />
      <FormFeedback
        success={call.isSuccess && !formState.isDirty && t('certificateName.saved')}
        error={call.error}
        savesChanges
      />
    </Stack>
  );
}
