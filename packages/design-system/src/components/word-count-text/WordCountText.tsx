import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { CountedText } from '../../internal/CountedText';
import type { TextInputProps } from '../text-input';
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
  { label, min, max, validateOnBlur = true, minRows = 6, ...rest },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  const range =
    min !== undefined && max !== undefined
      ? t('forms.wordCountText.range', { min, max })
      : min !== undefined
        ? t('forms.wordCountText.atLeast', { count: min })
        : max !== undefined
          ? t('forms.wordCountText.atMost', { count: max })
          : '';
  return (
    <CountedText
      {...rest}
      ref={ref}
      minRows={minRows}
      label={label ?? t('forms.wordCountText.label')}
      count={(text, left) => {
        const { count, problem } = checkWordCount(text, { min, max });
        const showOwn = validateOnBlur && (problem === 'tooMany' || (problem === 'tooFew' && left));
        const counter = [t('forms.wordCountText.count', { count }), range].filter(Boolean).join(' · ');
        return {
          problem,
          over: problem === 'tooMany',
          message:
            showOwn && problem
              ? t(wordCountMessageKeys[problem], { count: problem === 'tooMany' ? max : min })
              : undefined,
          counter,
          alert: counter,
        };
      }}
    />
  );
});
