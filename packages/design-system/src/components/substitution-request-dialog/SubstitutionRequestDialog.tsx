import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format';
import { DS_NAMESPACE, languageOf } from '../../i18n';
import { DialogButtons, DialogForm, DialogFrame, ServerError } from '../confirm-dialog';
import { TextInput } from '../text-input';
import {
  NO_TEACHERS_AVAILABLE,
  REASON_MAX_LENGTH,
  reasonProblem,
  requestValues,
  type SubstitutionRequestValues,
} from './substitution-request';

export type SubstitutionRequestDialogProps = {
  open: boolean;
  onClose: () => void;
  lessonTitle: string;
  /** The lesson's start, ISO 8601. */
  lessonDate: string;
  onSubmit: (values: SubstitutionRequestValues) => void;
  busy?: boolean | undefined;
  /** `no_teachers_available` (worded by the dialog) or the server's own message. */
  error?: typeof NO_TEACHERS_AVAILABLE | (string & {}) | undefined;
};

/** Asks the school for a substitute teacher for one lesson, with a reason and an optional comment. */
export function SubstitutionRequestDialog({ open, onClose, ...form }: SubstitutionRequestDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame open={open} onClose={onClose} titleId={titleId} descriptionId={descriptionId}>
      <SubstitutionRequestForm {...form} onClose={onClose} titleId={titleId} descriptionId={descriptionId} />
    </DialogFrame>
  );
}

type FormProps = Omit<SubstitutionRequestDialogProps, 'open'> & { titleId: string; descriptionId: string };

/** Mounted while the dialog is open: each opening starts with empty fields. */
function SubstitutionRequestForm({
  titleId,
  descriptionId,
  lessonTitle,
  lessonDate,
  onSubmit,
  onClose,
  busy = false,
  error,
}: FormProps) {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonRef = useRef<HTMLElement | null>(null);
  const counter = { used: reason.length, max: REASON_MAX_LENGTH };
  // Too long shows as soon as it happens; empty only after a try to send.
  const problem = reasonProblem(reason);
  const reasonError =
    problem === 'too_long'
      ? t('modals.substitutionRequest.errors.tooLong', counter)
      : reasonMissing
        ? t('modals.substitutionRequest.errors.required')
        : undefined;

  // The reason takes the focus as the dialog opens (before the dialog would focus itself).
  useEffect(() => {
    reasonRef.current?.focus();
  }, []);

  const submit = () => {
    if (busy) return;
    if (problem) {
      setReasonMissing(problem === 'required');
      reasonRef.current?.focus();
      return;
    }
    onSubmit(requestValues(reason, comment));
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogTitle id={titleId}>{t('modals.substitutionRequest.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('modals.substitutionRequest.lesson', {
            title: lessonTitle,
            date: formatDateTime(lessonDate, languageOf(i18n.language)),
          })}
        </DialogContentText>
        <ServerError
          message={
            error === NO_TEACHERS_AVAILABLE ? t('modals.substitutionRequest.noTeachersAvailable') : error
          }
        />
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextInput
            ref={(element) => {
              reasonRef.current = element;
            }}
            label={t('modals.substitutionRequest.reason')}
            required
            multiline
            minRows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonMissing(false);
            }}
            error={reasonError}
            hint={t('modals.substitutionRequest.counter', counter)}
          />
          <TextInput
            label={t('modals.substitutionRequest.comment')}
            multiline
            minRows={2}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            hint={t('modals.substitutionRequest.commentHint')}
          />
        </Stack>
      </DialogContent>
      <DialogButtons confirmLabel={t('modals.substitutionRequest.submit')} onCancel={onClose} busy={busy} />
    </DialogForm>
  );
}
