import { getListCertificatesQueryKey, useUpdateCertificate } from '@cabinet/api/certificates';
import type { Certificate, CertificateType } from '@cabinet/api/model';
import { DialogButtons, DialogForm, DialogFrame, ServerError } from '@cabinet/design-system/confirm-dialog';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { TextInput } from '@cabinet/design-system/text-input';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { CERTIFICATE_COMMENT_MAX_LENGTH } from './certificate-explain';

const TYPES: readonly CertificateType[] = ['attendance', 'completion', 'no_certificate'];

type ChangeValues = { type: CertificateType; comment: string };

type ChangeCertificateDialogProps = {
  certificate: Certificate | null;
  studentName: string;
  onClose: () => void;
  onChanged: (certificate: Certificate) => void;
};

/**
 * The teacher changes a student's certificate (updateCertificate): another type, or no
 * certificate by the teacher's decision, which asks for a comment saying why.
 */
export function ChangeCertificateDialog({
  certificate,
  studentName,
  onClose,
  onChanged,
}: ChangeCertificateDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame
      open={certificate !== null}
      onClose={onClose}
      titleId={titleId}
      descriptionId={descriptionId}
    >
      {certificate ? (
        <ChangeForm
          certificate={certificate}
          studentName={studentName}
          titleId={titleId}
          descriptionId={descriptionId}
          onClose={onClose}
          onChanged={onChanged}
        />
      ) : null}
    </DialogFrame>
  );
}

function ChangeForm({
  certificate,
  studentName,
  titleId,
  descriptionId,
  onClose,
  onChanged,
}: Omit<ChangeCertificateDialogProps, 'certificate'> & {
  certificate: Certificate;
  titleId: string;
  descriptionId: string;
}) {
  const { t } = useTranslation('certificateIssuing');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const queryClient = useQueryClient();
  const update = useUpdateCertificate({ request: { silent: true } });
  const [serverError, setServerError] = useState<string>();
  const typeLabelId = useId();
  const { control, handleSubmit, setError } = useForm<ChangeValues>({
    defaultValues: { type: certificate.type, comment: certificate.comment ?? '' },
  });
  const type = useWatch({ control, name: 'type' });

  const submit = handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const answer = await update.mutateAsync({
        certificateId: certificate.id,
        data: {
          type: values.type,
          reason: values.type === 'no_certificate' ? 'teacher_decision' : null,
          comment: values.comment.trim() || null,
        },
      });
      await queryClient.invalidateQueries({ queryKey: getListCertificatesQueryKey() });
      onChanged(answer.data);
    } catch (error) {
      const field = (error as { data?: { field?: unknown } }).data?.field;
      if (field === 'comment') setError('comment', { type: 'server', message: errorMessage(error) });
      else setServerError(errorMessage(error));
    }
  });

  return (
    <DialogForm onSubmit={() => void submit()}>
      <DialogTitle id={titleId}>{t('change.title', { name: studentName })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {certificate.status === 'waiting' ? t('change.waitingText') : t('change.issuedText')}
        </DialogContentText>
        <ServerError message={serverError} />
        <Stack spacing={2}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <FormControl>
                <FormLabel id={typeLabelId}>{t('change.type')}</FormLabel>
                <RadioGroup
                  aria-labelledby={typeLabelId}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value as CertificateType)}
                >
                  {TYPES.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio />}
                      label={ds(`status.certificateType.${value}`)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          {type === 'no_certificate' ? (
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {t('change.reason')}
            </Typography>
          ) : null}
          <Controller
            control={control}
            name="comment"
            rules={{
              validate: (value) => {
                if (value.length > CERTIFICATE_COMMENT_MAX_LENGTH)
                  return t('change.commentTooLong', { max: CERTIFICATE_COMMENT_MAX_LENGTH });
                if (type === 'no_certificate' && !value.trim()) return t('change.commentRequired');
                return true;
              },
            }}
            render={({ field, fieldState }) => (
              <TextInput
                {...field}
                label={t('change.comment')}
                multiline
                minRows={3}
                required={type === 'no_certificate'}
                error={fieldState.error?.message}
                hint={t('change.commentHint')}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogButtons confirmLabel={t('change.save')} onCancel={onClose} busy={update.isPending} />
    </DialogForm>
  );
}
