import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { useFieldText, useSettled, visuallyHidden } from '../../internal/field-state';
import type { TextInputProps } from '../text-input';
import { CountedTextArea } from '../../internal/CountedTextArea';
import { checkWordCount, wordCountMessageKeys } from './countWords';

export type WordCountTextProps = Omit<TextInputProps, 'type' | 'label' | 'multiline'> & {
  /** Defaults to "Ваш текст" / "Your text". */
  label?: string | undefined;
  /** The fewest words the text needs, e.g. 100 for a writing task. */
  min?: number | undefined;
  /** The most words the text may have, e.g. 250 for a writing task. */
  max?: number | undefined;
  /**
   * Too many words is flagged at once; too few once the person leaves the field. `error` always
   * wins; turn this off when the form shows every message itself.
   */
  validateOnBlur?: boolean | undefined;
};

/** A multiline text with a live word count and a minimum and maximum, e.g. a writing task. */
export const WordCountText = forwardRef<HTMLTextAreaElement, WordCountTextProps>(function WordCountText(
  {
    label,
    min,
    max,
    error,
    hint,
    validateOnBlur = true,
    value,
    defaultValue,
    onChange,
    onBlur,
    id,
    minRows = 6,
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
  const { count, problem } = checkWordCount(field.text, { min, max });
  const showOwn = validateOnBlur && (problem === 'tooMany' || (problem === 'tooFew' && field.left));
  const message =
    error ??
    (showOwn && problem
      ? t(wordCountMessageKeys[problem], { count: problem === 'tooMany' ? max : min })
      : undefined);

  const range =
    min !== undefined && max !== undefined
      ? t('forms.wordCountText.range', { min, max })
      : min !== undefined
        ? t('forms.wordCountText.atLeast', { count: min })
        : max !== undefined
          ? t('forms.wordCountText.atMost', { count: max })
          : '';
  const counter = [t('forms.wordCountText.count', { count }), range].filter(Boolean).join(' · ');
  const announced = useSettled(counter);

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
        label={label ?? t('forms.wordCountText.label')}
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
          color: problem === 'tooMany' ? theme.palette.status.error.fg : theme.palette.text.secondary,
          fontWeight: problem === 'tooMany' ? 500 : undefined,
          overflowWrap: 'anywhere',
        })}
      >
        {counter}
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {announced}
      </Box>
    </Box>
  );
});
