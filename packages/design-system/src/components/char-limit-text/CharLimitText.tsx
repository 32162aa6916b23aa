import Box from '@mui/material/Box';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { visuallyHidden } from '../../internal/field-state';
import { CountedText } from '../../internal/CountedText';
import type { TextInputProps } from '../text-input';
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
  { label, maxLength, minLength, validateOnBlur = true, minRows = 4, ...rest },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <CountedText
      {...rest}
      ref={ref}
      minRows={minRows}
      label={label ?? t('forms.charLimitText.label')}
      count={(text, left) => {
        const { count, problem } = checkCharLimit(text, { maxLength, minLength });
        const showOwn = validateOnBlur && (problem === 'tooLong' || (problem === 'tooShort' && left));
        const limit = problem === 'tooLong' ? maxLength : minLength;
        const spoken =
          maxLength !== undefined
            ? t('forms.charLimitText.countOf', { count, max: maxLength })
            : t('forms.charLimitText.count', { count });
        // Announced only when it matters: near or past the limit, or too short.
        let alert = '';
        if (maxLength !== undefined && count > maxLength) {
          alert = t('forms.charLimitText.over', { count: count - maxLength });
        } else if (maxLength !== undefined && maxLength - count <= nearLimit(maxLength)) {
          alert = t('forms.charLimitText.left', { count: maxLength - count });
        } else if (problem === 'tooShort' && text !== '') {
          alert = spoken;
        }
        return {
          problem,
          over: problem === 'tooLong',
          message: showOwn && problem ? t(charLimitMessageKeys[problem], { count: limit }) : undefined,
          alert,
          counter: (
            <Box
              component="span"
              sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}
            >
              <span>
                {minLength !== undefined ? t('forms.charLimitText.atLeast', { count: minLength }) : ''}
              </span>
              <span>
                <span aria-hidden="true">
                  {maxLength !== undefined ? `${count} / ${maxLength}` : String(count)}
                </span>
                <Box component="span" sx={visuallyHidden}>
                  {spoken}
                </Box>
              </span>
            </Box>
          ),
        };
      }}
    />
  );
});
