import type { VideoCaption } from '@cabinet/api/model';
import { useTranslation } from 'react-i18next';

type CaptionTracksProps = {
  captions: readonly VideoCaption[];
  /** A track's name in the player's menu. */
  label: (language: VideoCaption['language']) => string;
};

/** A video's caption tracks, the interface language's on by default. */
export function CaptionTracks({ captions, label }: CaptionTracksProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'uk';
  return captions.map((track) => (
    <track
      key={track.language}
      kind="captions"
      src={track.url}
      srcLang={track.language}
      label={label(track.language)}
      default={track.language === language}
    />
  ));
}
