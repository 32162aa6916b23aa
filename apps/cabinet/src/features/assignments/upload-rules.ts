import { MEGABYTE } from '@cabinet/design-system/file-upload';

/**
 * What `uploadFiles` accepts: these types, at most 10 files, 50 MB a file and
 * 70 MB for audio and video ("both readings apply"); 5 MB or less is recommended.
 */
export const UPLOAD_TYPES = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'mp3',
  'm4a',
  'wav',
  'mp4',
  'mov',
  'zip',
] as const;
const MEDIA_TYPES: readonly string[] = ['mp3', 'm4a', 'wav', 'mp4', 'mov'];

export const MAX_FILE_BYTES = 50 * MEGABYTE;
export const MAX_MEDIA_FILE_BYTES = 70 * MEGABYTE;
export const RECOMMENDED_FILE_BYTES = 5 * MEGABYTE;

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The size limit of one file: 70 MB for audio and video, 50 MB for the rest. */
export const sizeLimitOf = (name: string): number =>
  MEDIA_TYPES.includes(extensionOf(name)) ? MAX_MEDIA_FILE_BYTES : MAX_FILE_BYTES;

/** Splits chosen files into those within their size limit and those over it. */
export function splitBySize<F extends { name: string; size: number }>(
  files: readonly F[],
): { fitting: F[]; tooLarge: F[] } {
  const fitting: F[] = [];
  const tooLarge: F[] = [];
  for (const file of files) (file.size > sizeLimitOf(file.name) ? tooLarge : fitting).push(file);
  return { fitting, tooLarge };
}
