import { ApiError } from '@cabinet/api/http';
import { getListCompanyEmployeesQueryKey, useAddCompanyEmployee } from '@cabinet/api/company';
import { addCompanyEmployeeBodyNameMax, addCompanyEmployeeBodyPhoneMax } from '@cabinet/api/zod/company';
import { DialogButtons, DialogForm, DialogFrame, ServerError } from '@cabinet/design-system/confirm-dialog';
import { TextInput } from '@cabinet/design-system/text-input';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/error-message';
import { showToast } from '../../../shared/toast-queue';
import { EMAIL_MAX_LENGTH, validateEmailWith } from '../../../shared/validation/email';

type Fields = { name: string; email: string; phone: string };

/** The field a validation refusal names, if any. */
const fieldOf = (error: ApiError): unknown => (error.data as { field?: unknown } | null)?.field;

/**
 * Adds an employee: a full name, a valid e-mail and an optional phone. A duplicate or bad e-mail
 * is said under the field; any other refusal above the form; what was typed stays.
 */
export function AddEmployeeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('companyStudents');
  const titleId = useId();
  const queryClient = useQueryClient();
  const add = useAddCompanyEmployee({ request: { silent: true } });
  const { register, handleSubmit, formState, setError, reset } = useForm<Fields>({
    defaultValues: { name: '', email: '', phone: '' },
  });
  const close = () => {
    add.reset();
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ name, email, phone }) => {
    try {
      const { data } = await add.mutateAsync({
        data: { name: name.trim(), email: email.trim(), phone: phone.trim() || null },
      });
      showToast(t('add.done', { name: data.name, email: data.email }), 'success');
      close();
      await queryClient.invalidateQueries({ queryKey: getListCompanyEmployeesQueryKey() });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_registered') {
        setError('email', { message: t('add.duplicate') });
        add.reset();
      } else if (error instanceof ApiError && fieldOf(error) === 'email') {
        setError('email', { message: t('add.emailInvalid') });
        add.reset();
      }
    }
  });
  const { errors } = formState;
  return (
    <DialogFrame open={open} onClose={close} titleId={titleId}>
      <DialogForm onSubmit={() => void submit()}>
        <DialogTitle id={titleId}>{t('add.title')}</DialogTitle>
        <DialogContent>
          <ServerError message={add.isError ? errorMessage(add.error) : undefined} />
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextInput
              label={t('add.name')}
              required
              autoComplete="off"
              error={errors.name?.message}
              inputProps={{ maxLength: addCompanyEmployeeBodyNameMax }}
              {...register('name', { validate: (value) => value.trim() !== '' || t('add.nameRequired') })}
            />
            <TextInput
              label={t('add.email')}
              hint={t('add.emailHint')}
              type="email"
              required
              autoComplete="off"
              error={errors.email?.message}
              inputProps={{ maxLength: EMAIL_MAX_LENGTH }}
              {...register('email', {
                validate: validateEmailWith({
                  required: t('add.emailRequired'),
                  invalid: t('add.emailInvalid'),
                }),
              })}
            />
            <TextInput
              label={t('add.phone')}
              type="tel"
              autoComplete="off"
              inputProps={{ maxLength: addCompanyEmployeeBodyPhoneMax }}
              {...register('phone')}
            />
          </Stack>
        </DialogContent>
        <DialogButtons
          confirmLabel={t('add.submit')}
          cancelLabel={t('add.cancel')}
          onCancel={close}
          busy={add.isPending}
        />
      </DialogForm>
    </DialogFrame>
  );
}
