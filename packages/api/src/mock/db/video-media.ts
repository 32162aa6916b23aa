import type { VideoRow } from './video-courses';

/**
 * The sample video and captions the school ships with the cabinet (served with its static files),
 * standing in for every video of the library; it runs 6 seconds.
 */
export const MEDIA = {
  video: '/media/video-courses/lesson.webm',
  captions: { uk: '/media/video-courses/lesson.uk.vtt', en: '/media/video-courses/lesson.en.vtt' },
  durationSeconds: 6,
} as const;

/**
 * The length of the media the school plays for a video, against which positions and played
 * stretches are counted (docs/rules-and-limits.md#video-progress). A real school plays each
 * video's own file; this one plays the sample for all, so its length is the sample's, while the
 * library still lists each video's nominal length.
 */
export const playedLength = (_video: Pick<VideoRow, 'id'>): number => MEDIA.durationSeconds;
