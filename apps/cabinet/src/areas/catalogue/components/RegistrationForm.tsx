import { useCreateRegistrationRequest } from '@cabinet/api/catalogue';
import { PhoneField } from '@cabinet/design-system/phone-field';
import { TextInput } from '@cabinet/design-system/text-input';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DraftNotice } from '../../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../../shared/drafts/use-form-draft';
import { errorMessage } from '../../../shared/error-message';
import {
  type RegistrationValues,
  commentCheck,
  nameCheck,
  phoneCheck,
  requestBody,
} from '../registration-checks';

type RegistrationFormProps = {
  groupId: number;
  /** What the signed-in person already told the school, to save typing. */
  initial?: Partial<RegistrationValues>;
};

/** The request to join a group: name, phone and a comment; the school calls back. */
export function RegistrationForm({ groupId, initial }: RegistrationFormProps) {
  const { t } = useTranslation('catalogue');
  const empty = { name: '', phone: '', comment: '', ...initial };
  const form = useForm<RegistrationValues>({
    defaultValues: empty,
    // Checked on sending, then live: a message appearing on blur would move the button under the pointer.
    mode: 'onSubmit',
  });
  const { register, handleSubmit, reset, formState } = form;
  // A visitor's draft on the public page (the owner is `visitor` when nobody is signed in).
  const draft = useFormDraft({ form, name: 'registrationRequest', record: groupId });
  const send = useCreateRegistrationRequest({ request: { silent: true } });
  const [sent, setSent] = useState<{ name: string; phone: string } | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  const submit = handleSubmit(async (values) => {
    const data = requestBody(values);
    try {
      await send.mutateAsync({ groupId, data });
    } catch {
      // The message is shown under the form; everything typed stays.
      return;
    }
    draft.clear(values);
    setSent({ name: data.name, phone: data.phone });
  });
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const { errors } = formState;
  if (sent) {
    return (
      <Box ref={sentRef} tabIndex={-1} role="status" sx={{ outline: 'none' }}>
        <Alert severity="success" role="none">
          <AlertTitle>{t('form.sentTitle')}</AlertTitle>
          {t('form.sentText', sent)}
        </Alert>
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          onClick={() => {
            send.reset();
            reset(empty);
            setSent(null);
          }}
        >
          {t('form.another')}
        </Button>
      </Box>
    );
  }
  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('form.intro')}
      </Typography>
      <DraftNotice draft={draft} />
      <TextInput
        label={t('form.name')}
        required
        autoComplete="name"
        error={message(errors.name?.message)}
        {...register('name', { validate: nameCheck })}
      />
      <PhoneField
        label={t('form.phone')}
        required
        validateOnBlur={false}
        error={message(errors.phone?.message)}
        {...register('phone', { validate: phoneCheck })}
      />
      <TextInput
        label={t('form.comment')}
        multiline
        minRows={3}
        hint={t('form.commentHint')}
        error={message(errors.comment?.message)}
        {...register('comment', { validate: commentCheck })}
      />
      <Box>
        <Button type="submit" variant="contained" loading={send.isPending}>
          {t('form.send')}
        </Button>
      </Box>
      {send.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(send.error)}
        </Alert>
      )}
    </Stack>
  );
}
