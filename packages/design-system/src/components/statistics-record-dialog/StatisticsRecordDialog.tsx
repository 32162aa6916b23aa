import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../format';
import { DS_NAMESPACE, languageOf } from '../../i18n';
import { DialogButtons, DialogForm, DialogFrame, ServerError } from '../confirm-dialog';
import { TextInput } from '../text-input';
import { ChoiceField } from './ChoiceField';
import {
  checkStatisticsRecord,
  draftOf,
  draftTotal,
  errorSummary,
  type FieldProblem,
  firstInvalidField,
  problemMessageKey,
  STATISTICS_RECORD_TYPES,
  STATISTICS_UNITS,
  type StatisticsRecordDraft,
  type StatisticsRecordErrors,
  type StatisticsRecordField,
  type StatisticsRecordValues,
} from './statistics-record';

export type StatisticsRecordDialogProps = {
  open: boolean;
  onClose: () => void;
  mode: 'add' | 'edit';
  /** The record being edited; a new record starts empty. */
  initialValues?: Partial<StatisticsRecordValues> | undefined;
  onSubmit: (values: StatisticsRecordValues) => void;
  busy?: boolean | undefined;
  /** The server's message when saving failed, e.g. "Changes not saved". */
  error?: string | undefined;
};

/** Adds a teacher statistics record or edits one: description, type, rate, amount and units. */
export function StatisticsRecordDialog({ open, onClose, ...form }: StatisticsRecordDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame open={open} onClose={onClose} titleId={titleId} descriptionId={descriptionId}>
      <StatisticsRecordForm {...form} onClose={onClose} titleId={titleId} descriptionId={descriptionId} />
    </DialogFrame>
  );
}

type FormProps = Omit<StatisticsRecordDialogProps, 'open'> & { titleId: string; descriptionId: string };

/** Mounted while the dialog is open: each opening starts from the initial values. */
function StatisticsRecordForm({
  titleId,
  descriptionId,
  mode,
  initialValues,
  onSubmit,
  onClose,
  busy = false,
  error,
}: FormProps) {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const [draft, setDraft] = useState(() => draftOf(initialValues, languageOf(i18n.language)));
  const [errors, setErrors] = useState<StatisticsRecordErrors>({});
  const descriptionRef = useRef<HTMLInputElement>(null);
  const typeRef = useRef<HTMLFieldSetElement>(null);
  const rateRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const unitsRef = useRef<HTMLFieldSetElement>(null);

  // The first field takes the focus as the dialog opens (before the dialog would focus itself).
  useEffect(() => {
    descriptionRef.current?.focus();
  }, []);

  /** Puts the focus on a field, or on the chosen (else the first) radio button of a choice. */
  const focusField = (field: StatisticsRecordField) => {
    const choice = (group: HTMLFieldSetElement | null) =>
      group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector('input');
    const targets = {
      description: () => descriptionRef.current,
      type: () => choice(typeRef.current),
      rate: () => rateRef.current,
      amount: () => amountRef.current,
      units: () => choice(unitsRef.current),
    } satisfies Record<StatisticsRecordField, () => HTMLInputElement | null | undefined>;
    targets[field]()?.focus();
  };

  const change = <F extends StatisticsRecordField>(field: F, value: StatisticsRecordDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = () => {
    if (busy) return;
    const check = checkStatisticsRecord(draft);
    if (!check.ok) {
      setErrors(check.errors);
      const first = firstInvalidField(check.errors);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    onSubmit(check.values);
  };

  const message = (field: StatisticsRecordField, problem: FieldProblem | undefined) =>
    problem && t(`modals.statisticsRecord.errors.${problemMessageKey(field, problem)}`);
  const summary = errorSummary(errors);
  const total = draftTotal(draft);
  const label = (field: StatisticsRecordField) => t(`modals.statisticsRecord.fields.${field}`);

  return (
    <DialogForm onSubmit={submit}>
      <DialogTitle id={titleId}>{t(`modals.statisticsRecord.title.${mode}`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
          {t('modals.statisticsRecord.description')}
        </DialogContentText>
        <ServerError message={error} />
        {summary && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t(`modals.statisticsRecord.summary.${summary}`)}
          </Alert>
        )}
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextInput
            ref={descriptionRef}
            label={label('description')}
            required
            multiline
            maxRows={4}
            value={draft.description}
            onChange={(event) => change('description', event.target.value)}
            error={message('description', errors.description)}
          />
          <ChoiceField
            ref={typeRef}
            legend={label('type')}
            required
            value={draft.type}
            options={STATISTICS_RECORD_TYPES.map((type) => ({
              value: type,
              label: t(`modals.statisticsRecord.types.${type}`),
            }))}
            onChange={(type) => change('type', type)}
            error={message('type', errors.type)}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
            <TextInput
              ref={rateRef}
              label={label('rate')}
              required
              inputMode="decimal"
              value={draft.rate}
              onChange={(event) => change('rate', event.target.value)}
              error={message('rate', errors.rate)}
            />
            <TextInput
              ref={amountRef}
              label={label('amount')}
              required
              inputMode="decimal"
              value={draft.amount}
              onChange={(event) => change('amount', event.target.value)}
              error={message('amount', errors.amount)}
            />
          </Stack>
          <ChoiceField
            ref={unitsRef}
            legend={label('units')}
            required
            value={draft.units}
            options={STATISTICS_UNITS.map((units) => ({
              value: units,
              label: t(`modals.statisticsRecord.units.${units}`),
            }))}
            onChange={(units) => change('units', units)}
            error={message('units', errors.units)}
          />
          {total !== null && (
            <Typography sx={{ fontWeight: 500 }}>
              {t('modals.statisticsRecord.total', { sum: formatMoney(total, languageOf(i18n.language)) })}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogButtons
        confirmLabel={t(`modals.statisticsRecord.submit.${mode}`)}
        onCancel={onClose}
        busy={busy}
      />
    </DialogForm>
  );
}
