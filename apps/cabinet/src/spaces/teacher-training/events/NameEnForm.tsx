import { useUpdateStudentNameEn } from '@cabinet/api/account';
import { updateStudentNameEnBodyNameEnMax as NAME_MAX } from '@cabinet/api/zod/account';
import { TextInput } from '@cabinet/design-system/text-input';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/error-message';
import { useFormAlert } from '../../../shared/use-form-alert';

/**
 * Asks for the trainee's full name in English before the event test (the certificate carries it);
 * a refused save keeps what was typed and says why.
 */
export function NameEnForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('events');
  const headingId = useId();
  const save = useUpdateStudentNameEn({ request: { silent: true } });
  const { setAlert, alertView } = useFormAlert();
  const form = useForm<{ name_en: string }>({ defaultValues: { name_en: '' } });
  const submit = form.handleSubmit(async ({ name_en: name }) => {
    try {
      await save.mutateAsync({ data: { name_en: name.trim() } });
    } catch (error) {
      setAlert({ severity: 'error', text: errorMessage(error) });
      return;
    }
    onSaved();
  });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('nameEn.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, maxWidth: '70ch' }}>
        {t('nameEn.text')}
      </Typography>
      {alertView}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ maxWidth: 480 }}>
        <Controller
          control={form.control}
          name="name_en"
          rules={{
            validate: (value) => value.trim() !== '' || t('nameEn.required'),
            maxLength: { value: NAME_MAX, message: t('nameEn.tooLong', { max: NAME_MAX }) },
          }}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('nameEn.label')}
              hint={t('nameEn.hint')}
              error={fieldState.error?.message}
              autoComplete="name"
              required
              disabled={save.isPending}
            />
          )}
        />
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ mt: 2 }}>
          {t('nameEn.save')}
        </Button>
      </Box>
    </Box>
  );
}
