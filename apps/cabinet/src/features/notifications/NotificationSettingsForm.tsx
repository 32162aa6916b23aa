import type { NotificationEmailFrequency, NotificationPreference } from '@cabinet/api/model';
import {
  getGetNotificationPreferencesQueryKey,
  useUpdateNotificationPreferences,
} from '@cabinet/api/notifications';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { FormFooter } from '../../shared/FormFooter';
import { LeaveGuard } from '../../shared/LeaveGuard';

const FREQUENCIES: NotificationEmailFrequency[] = ['immediately', 'daily_digest', 'never'];

type Values = { preferences: NotificationPreference[] };

/**
 * One row per kind: a switch for the cabinet and a select for e-mail. Saved as one change;
 * what was chosen stays on a failed save, with the reason; leaving with unsaved changes asks first.
 */
export function NotificationSettingsForm({ preferences }: { preferences: NotificationPreference[] }) {
  const { t } = useTranslation('notifications');
  const formId = useId();
  const queryClient = useQueryClient();
  const saved = useMemo<Values>(() => ({ preferences }), [preferences]);
  const { control, handleSubmit, reset, formState } = useForm<Values>({
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const call = useUpdateNotificationPreferences({ request: { silent: true } });
  const submit = handleSubmit(async (values) => {
    try {
      const answer = await call.mutateAsync({ data: { preferences: values.preferences } });
      reset({ preferences: answer.data });
      queryClient.setQueryData(getGetNotificationPreferencesQueryKey(), answer);
    } catch {
      // The reason shows under the form; the choices stay.
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Stack
        component="ul"
        aria-label={t('settings.table')}
        spacing={1}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {preferences.map(({ type }, index) => {
          const kind = t(`kind.${type}`);
          const kindId = `${formId}-${type}`;
          return (
            <Stack
              component="li"
              key={type}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 2 }}
              sx={{ alignItems: { sm: 'center' }, py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography id={kindId} sx={{ flex: 1, fontWeight: 500 }}>
                {kind}
              </Typography>
              <Controller
                control={control}
                name={`preferences.${index}.in_app`}
                render={({ field }) => (
                  <FormControlLabel
                    label={t('settings.inApp')}
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{ input: { 'aria-label': t('settings.inAppOf', { kind }) } }}
                      />
                    }
                  />
                )}
              />
              <Controller
                control={control}
                name={`preferences.${index}.email`}
                render={({ field }) => (
                  <TextField
                    select
                    id={`${kindId}-email`}
                    size="small"
                    label={t('settings.email')}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    sx={{ minWidth: 200 }}
                    // Named with its kind: "A task graded, E-mail".
                    slotProps={{
                      select: {
                        SelectDisplayProps: { 'aria-labelledby': `${kindId} ${kindId}-email-label` },
                      },
                    }}
                  >
                    {FREQUENCIES.map((frequency) => (
                      <MenuItem key={frequency} value={frequency}>
                        {t(`settings.frequency.${frequency}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
          );
        })}
      </Stack>
      <FormFooter
        problem={call.isError ? errorMessage(call.error) : undefined}
        done={call.isSuccess && !formState.isDirty ? t('settings.saved') : ''}
      >
        <Button type="submit" variant="contained" loading={call.isPending}>
          {t('settings.save')}
        </Button>
      </FormFooter>
      <LeaveGuard when={formState.isDirty} />
    </Stack>
  );
}
