import type { StatisticsRecord, StatisticsRecordInput } from '@cabinet/api/model';
import { StatisticsCategory, StatisticsRecordType, StatisticsUnits } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DraftNotice } from '../../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../../shared/drafts/use-form-draft';
import { errorMessage } from '../../../shared/error-message';
import {
  RECORD_FIELDS,
  type RecordField,
  type RecordFormValues,
  emptyRecord,
  formOf,
  formProblems,
  inputOf,
  refusedField,
} from './statistics-logic';

export type RecordDialogProps = {
  open: boolean;
  /** The record being edited; none adds a new one. */
  record?: StatisticsRecord | undefined;
  /** The date a new record starts with, `yyyy-MM-dd`. */
  defaultDate: string;
  /** Sends the record; a refusal is thrown back and shown in the dialog, with what was typed kept. */
  onSave: (input: StatisticsRecordInput) => Promise<unknown>;
  onClose: () => void;
  /** Whether the form holds changes not yet saved (the page guards leaving it). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The add and edit record modal: date, category, description, type, rate, amount and
 * units, every one required; a refusal naming a field (422) shows at that field.
 */
export function RecordDialog({ open, onClose, ...props }: RecordDialogProps) {
  const titleId = useId();
  const introId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="sm"
      scroll="body"
    >
      {open && <RecordForm {...props} onClose={onClose} titleId={titleId} introId={introId} />}
    </Dialog>
  );
}

type FormProps = Omit<RecordDialogProps, 'open'> & { titleId: string; introId: string };

function RecordForm({ record, defaultDate, onSave, onClose, onDirtyChange, titleId, introId }: FormProps) {
  const { t } = useTranslation('statistics');
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RecordFormValues>({
    defaultValues: record ? formOf(record) : emptyRecord(defaultDate),
    shouldFocusError: true,
  });
  const { control, handleSubmit, setError, setFocus, formState } = form;
  const draft = useFormDraft({
    form,
    name: 'statisticsRecord',
    record: record ? record.id : 'new',
    enabled: !record || record.editable,
  });
  const dirty = formState.isDirty;
  useEffect(() => {
    onDirtyChange?.(dirty);
    return () => onDirtyChange?.(false);
  }, [dirty, onDirtyChange]);

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    const problems = formProblems(values);
    const invalid = RECORD_FIELDS.filter((field) => problems[field]);
    if (invalid.length > 0) {
      for (const field of invalid) {
        setError(field, {
          type: problems[field],
          message:
            problems[field] === 'notNumber'
              ? t('dialog.errors.notNumber')
              : t(`dialog.errors.empty.${field}`),
        });
      }
      setRefusal(t('dialog.errors.summary'));
      const first = invalid[0];
      if (first) setFocus(first);
      return;
    }
    try {
      await onSave(inputOf(values));
      draft.clear(values);
    } catch (error) {
      const named = refusedField(error);
      if (named) {
        setError(named.field, {
          type: named.problem,
          message: t(
            `dialog.errors.${named.problem === 'fields_empty' ? 'empty' : 'invalid'}.${named.field}`,
          ),
        });
        setFocus(named.field);
      }
      setRefusal(errorMessage(error));
    }
  });

  const label = (field: RecordField) => t(`dialog.fields.${field}`);
  const helper = (message: string | undefined) => ({
    error: Boolean(message),
    helperText: message ?? ' ',
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle id={titleId}>{t(record ? 'dialog.editTitle' : 'dialog.addTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {t('dialog.intro')}
          {record?.status === 'need_revision' && ` ${t('dialog.needRevisionNote')}`}
        </DialogContentText>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <DraftNotice draft={draft} />
          <Controller
            control={control}
            name="date"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                type="date"
                label={label('date')}
                required
                slotProps={{ inputLabel: { shrink: true } }}
                {...helper(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="category"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                select
                label={label('category')}
                required
                {...helper(fieldState.error?.message)}
              >
                {Object.values(StatisticsCategory).map((category) => (
                  <MenuItem key={category} value={category}>
                    {t(`categories.${category}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="description"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={label('description')}
                required
                multiline
                maxRows={4}
                {...helper(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="type"
            render={({ field, fieldState }) => (
              <Choice
                legend={label('type')}
                field={field}
                error={fieldState.error?.message}
                options={Object.values(StatisticsRecordType).map((value) => ({
                  value,
                  label: t(`types.${value}`),
                }))}
              />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Controller
              control={control}
              name="rate"
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  label={label('rate')}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  {...helper(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="amount"
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  label={label('amount')}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  {...helper(fieldState.error?.message)}
                />
              )}
            />
          </Stack>
          <Controller
            control={control}
            name="units"
            render={({ field, fieldState }) => (
              <Choice
                legend={label('units')}
                field={field}
                error={fieldState.error?.message}
                options={Object.values(StatisticsUnits).map((value) => ({
                  value,
                  label: t(`units.${value}`),
                }))}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={() => {
            // Cancelled on purpose: nothing typed is kept (closed by Escape or outside, it is).
            draft.discard();
            onClose();
          }}
        >
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t(record ? 'dialog.save' : 'dialog.add')}
        </Button>
      </DialogActions>
    </form>
  );
}

type ChoiceProps = {
  legend: string;
  field: { value: string; onChange: (value: string) => void; onBlur: () => void; ref: (el: unknown) => void };
  options: { value: string; label: string }[];
  error: string | undefined;
};

/** A required choice among a few, as radio buttons in a fieldset named by its legend. */
function Choice({ legend, field, options, error }: ChoiceProps) {
  const legendId = useId();
  const messageId = useId();
  const name = useId();
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      required
      ref={(element: HTMLFieldSetElement | null) =>
        // A refused choice takes the focus on its chosen (else its first) button.
        field.ref(
          element && {
            focus: () =>
              (
                element.querySelector<HTMLInputElement>('input:checked') ??
                element.querySelector<HTMLInputElement>('input')
              )?.focus(),
          },
        )
      }
    >
      <FormLabel component="legend" id={legendId}>
        {legend}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-labelledby={legendId}
        aria-describedby={error ? messageId : undefined}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={<Radio />}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={messageId}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
