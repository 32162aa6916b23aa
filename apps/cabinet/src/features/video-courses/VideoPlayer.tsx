import type { VideoCaption } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptionTracks } from './CaptionTracks';
import type { WatchReport } from './use-progress-reporter';
import { useSavedPosition } from './use-saved-position';

type VideoPlayerProps = {
  src: string;
  type: string;
  /** The video's name for screen readers. */
  label: string;
  captions: readonly VideoCaption[];
  /** Where the viewer stopped last time, in seconds (read when the player opens). */
  startAt: number;
  /** The video's length as the school counts it. */
  durationSeconds: number;
  /** What was played since the last report, and where the viewer is now. */
  onReport: (watch: WatchReport) => void;
};

/**
 * The browser's own video player (its controls work with the keyboard and screen readers and on
 * phones), with captions in both languages (the interface's language shown by default), reporting
 * what is played and where the viewer is (docs/rules-and-limits.md#video-progress).
 */
export function VideoPlayer({
  src,
  type,
  label,
  captions,
  startAt,
  durationSeconds,
  onReport,
}: VideoPlayerProps) {
  const { t } = useTranslation('videoCourses');
  // Where the video opens is read once: the positions saved while it plays must not seek it again.
  const [openAt] = useState(startAt);
  const ref = useSavedPosition({ startAt: openAt, durationSeconds, report: onReport });
  return (
    <Box
      component="video"
      ref={ref}
      controls
      preload="metadata"
      playsInline
      aria-label={label}
      crossOrigin="anonymous"
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'common.black',
        borderRadius: 1,
      }}
    >
      <source src={src} type={type} />
      <CaptionTracks captions={captions} label={(language) => t(`player.captions.${language}`)} />
      {t('player.unsupported')}
    </Box>
  );
}
