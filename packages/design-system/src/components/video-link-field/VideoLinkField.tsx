import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { useFieldText } from '../../internal/field-state';
import { TextInput, type TextInputProps } from '../text-input';
import { validateVideoLink, videoLinkMessageKeys } from './isVideoLink';

export type VideoLinkFieldProps = Omit<TextInputProps, 'type' | 'label'> & {
  /** Defaults to "Посилання на відео" / "Video link". */
  label?: string | undefined;
  /** Defaults to the services the school takes; pass an empty string for none. */
  hint?: string | undefined;
  /** Checks the link itself when the person leaves the field, then live; `error` always wins. */
  validateOnBlur?: boolean | undefined;
};

/** A link to a video on YouTube, Vimeo or Google Drive, checked as the person leaves the field. */
export const VideoLinkField = forwardRef<HTMLInputElement, VideoLinkFieldProps>(function VideoLinkField(
  {
    label,
    hint,
    error,
    validateOnBlur = true,
    value,
    defaultValue,
    onChange,
    onBlur,
    required,
    autoComplete = 'url',
    inputProps,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  const field = useFieldText({ value, defaultValue, onChange, onBlur, ref });
  const problem = validateVideoLink(field.text);
  const own = problem === 'required' && !required ? null : problem;
  const message = error ?? (validateOnBlur && field.left && own ? t(videoLinkMessageKeys[own]) : undefined);
  return (
    <TextInput
      {...rest}
      ref={field.inputRef}
      type="url"
      label={label ?? t('forms.videoLinkField.label')}
      hint={hint ?? t('forms.videoLinkField.hint')}
      autoComplete={autoComplete}
      required={required}
      value={value}
      defaultValue={defaultValue}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      error={message}
      inputProps={{ spellCheck: false, autoCapitalize: 'none', ...inputProps }}
    />
  );
});
