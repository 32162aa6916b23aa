import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { useFieldText, useSettled, visuallyHidden } from '../../internal/field-state';
import type { TextInputProps } from '../text-input';
import { CountedTextArea } from '../../internal/CountedTextArea';
import { charLimitMessageKeys, checkCharLimit } from './checkCharLimit';

export type CharLimitTextProps = Omit<TextInputProps, 'type' | 'label' | 'multiline'> & {
  /** Defaults to "Ваш текст" / "Your text". */
  label?: string | undefined;
  /** The character limit (e.g. 500 for a feed post); typing past it is allowed but flagged at once. */
  maxLength?: number | undefined;
  /** The fewest characters, e.g. 20; checked once the person leaves the field. */
  minLength?: number | undefined;
  /** Lets the field check itself; `error` always wins. Turn off when the form shows every message. */
  validateOnBlur?: boolean | undefined;
};

/** Remaining characters from which the count is announced as the limit comes near. */
const nearLimit = (maxLength: number) => Math.max(10, Math.round(maxLength * 0.1));

/** A multiline text with a live "120 / 500" counter, a character limit and an optional minimum. */
export const CharLimitText = forwardRef<HTMLTextAreaElement, CharLimitTextProps>(function CharLimitText(
  {
    label,
    maxLength,
    minLength,
    error,
    hint,
    validateOnBlur = true,
    value,
    defaultValue,
    onChange,
    onBlur,
    id,
    minRows = 4,
    inputProps,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  const autoId = useId();
  const inputId = id ?? autoId;
  const counterId = `${inputId}-counter`;
  const field = useFieldText({ value, defaultValue, onChange, onBlur, ref });
  const { count, problem } = checkCharLimit(field.text, { maxLength, minLength });
  const showOwn = validateOnBlur && (problem === 'tooLong' || (problem === 'tooShort' && field.left));
  const limit = problem === 'tooLong' ? maxLength : minLength;
  const message =
    error ?? (showOwn && problem ? t(charLimitMessageKeys[problem], { count: limit }) : undefined);

  const shown = maxLength !== undefined ? `${count} / ${maxLength}` : String(count);
  const spoken =
    maxLength !== undefined
      ? t('forms.charLimitText.countOf', { count, max: maxLength })
      : t('forms.charLimitText.count', { count });
  const minimum = minLength !== undefined ? t('forms.charLimitText.atLeast', { count: minLength }) : '';

  // Announced after a pause in typing, and only when it matters: near or past the limit, or short.
  let alert = '';
  if (maxLength !== undefined && count > maxLength) {
    alert = t('forms.charLimitText.over', { count: count - maxLength });
  } else if (maxLength !== undefined && maxLength - count <= nearLimit(maxLength)) {
    alert = t('forms.charLimitText.left', { count: maxLength - count });
  } else if (problem === 'tooShort' && field.text !== '') {
    alert = spoken;
  }
  const announced = useSettled(alert);

  return (
    <Box>
      <CountedTextArea
        {...rest}
        id={inputId}
        counterId={counterId}
        textAreaRef={field.inputRef}
        onChange={field.handleChange}
        onBlur={field.handleBlur}
        minRows={minRows}
        label={label ?? t('forms.charLimitText.label')}
        value={value}
        defaultValue={defaultValue}
        error={message}
        hint={hint}
        inputProps={inputProps}
      />
      <Typography
        id={counterId}
        variant="body2"
        data-state={problem ?? 'ok'}
        sx={(theme) => ({
          mt: -0.5,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          columnGap: 2,
          color: problem === 'tooLong' ? theme.palette.status.error.fg : theme.palette.text.secondary,
          fontWeight: problem === 'tooLong' ? 500 : undefined,
        })}
      >
        <span>{minimum}</span>
        <span>
          <span aria-hidden="true">{shown}</span>
          <Box component="span" sx={visuallyHidden}>
            {spoken}
          </Box>
        </span>
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {announced}
      </Box>
    </Box>
  );
});
