/**
 * File upload limits (docs/rules-and-limits.md#uploads): at most 10 files per upload, 5 MB
 * recommended; 50 MB for documents, images and archives, 70 MB for audio and video.
 */
export const MB = 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 10;
export const RECOMMENDED_FILE_BYTES = 5 * MB;
export const MAX_FILE_BYTES = 50 * MB;
export const MAX_MEDIA_FILE_BYTES = 70 * MB;

/** The accepted extensions with the MIME types a browser sends for them; media get the larger limit. */
const ALLOWED: Record<string, { mimes: readonly string[]; media?: true }> = {
  pdf: { mimes: ['application/pdf'] },
  doc: { mimes: ['application/msword'] },
  docx: { mimes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'] },
  xls: { mimes: ['application/vnd.ms-excel'] },
  xlsx: { mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  ppt: { mimes: ['application/vnd.ms-powerpoint'] },
  pptx: { mimes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'] },
  txt: { mimes: ['text/plain'] },
  jpg: { mimes: ['image/jpeg'] },
  jpeg: { mimes: ['image/jpeg'] },
  png: { mimes: ['image/png'] },
  gif: { mimes: ['image/gif'] },
  webp: { mimes: ['image/webp'] },
  mp3: { mimes: ['audio/mpeg', 'audio/mp3'], media: true },
  m4a: { mimes: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'], media: true },
  wav: { mimes: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'], media: true },
  mp4: { mimes: ['video/mp4'], media: true },
  mov: { mimes: ['video/quicktime'], media: true },
  zip: { mimes: ['application/zip', 'application/x-zip-compressed'] },
};

export const ALLOWED_EXTENSIONS = Object.keys(ALLOWED);

/** A MIME type the browser sends when it does not know the file's type. */
const UNKNOWN_MIMES = ['', 'application/octet-stream'];

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * A file is accepted when its extension is on the list and its MIME type matches it; a browser
 * that sends no type (or the generic binary one) is judged by the extension alone.
 */
export function isFileTypeAllowed(name: string, mimeType: string): boolean {
  const allowed = ALLOWED[extensionOf(name)];
  if (!allowed) return false;
  const mime = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  return UNKNOWN_MIMES.includes(mime) || allowed.mimes.includes(mime);
}

/** The size limits of an upload: one for audio and video, one for the rest. */
export type SizeLimits = { media: number; other: number };

export const SIZE_LIMITS: SizeLimits = { media: MAX_MEDIA_FILE_BYTES, other: MAX_FILE_BYTES };

/** The size limit of a file: 70 MB for audio and video, 50 MB for the rest. */
export const sizeLimitOf = (name: string, limits: SizeLimits = SIZE_LIMITS): number =>
  ALLOWED[extensionOf(name)]?.media ? limits.media : limits.other;

export type UploadedFile = { name: string; size: number; type: string };

export type UploadProblem =
  | { status: 422; code: 'validation_failed' | 'too_many_files' | 'file_type_not_allowed'; file?: string }
  | { status: 413; code: 'file_too_large'; file: string };

/** What refuses an upload, checked in this order: no file, too many, a type, a size. */
export function uploadProblem(
  files: readonly UploadedFile[],
  limits: SizeLimits = SIZE_LIMITS,
): UploadProblem | null {
  if (files.length === 0) return { status: 422, code: 'validation_failed' };
  if (files.length > MAX_FILES_PER_UPLOAD) return { status: 422, code: 'too_many_files' };
  const badType = files.find((file) => !isFileTypeAllowed(file.name, file.type));
  if (badType) return { status: 422, code: 'file_type_not_allowed', file: badType.name };
  const tooLarge = files.find((file) => file.size > sizeLimitOf(file.name, limits));
  if (tooLarge) return { status: 413, code: 'file_too_large', file: tooLarge.name };
  return null;
}
