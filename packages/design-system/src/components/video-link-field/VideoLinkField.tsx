import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { type CheckedFieldProps, CheckedTextField } from '../../internal/CheckedTextField';
import { validateVideoLink, videoLinkMessageKeys } from './isVideoLink';

export type VideoLinkFieldProps = CheckedFieldProps & {
  /** Defaults to the services the school takes; pass an empty string for none. */
  hint?: string | undefined;
};

/** A link to a video on YouTube, Vimeo or Google Drive, checked as the person leaves the field. */
export const VideoLinkField = forwardRef<HTMLInputElement, VideoLinkFieldProps>(function VideoLinkField(
  { autoComplete = 'url', hint, inputProps, ...props },
  ref,
) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <CheckedTextField
      {...props}
      ref={ref}
      type="url"
      defaultLabel={t('forms.videoLinkField.label')}
      problemOf={validateVideoLink}
      messageKeys={videoLinkMessageKeys}
      autoComplete={autoComplete}
      hint={hint ?? t('forms.videoLinkField.hint')}
      inputProps={{ spellCheck: false, autoCapitalize: 'none', ...inputProps }}
    />
  );
});
