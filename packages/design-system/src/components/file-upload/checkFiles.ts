/** What checkFiles needs of a file: a browser `File` has both. */
export type FileLike = { name: string; size: number };
export type FileRefusalReason = 'tooMany' | 'type' | 'tooLarge' | 'duplicate';
export type FileRefusal<F extends FileLike = FileLike> = { file: F; reason: FileRefusalReason };

export type FileCheckOptions = {
  /** Allowed extensions without the dot, any case: ["pdf", "docx"]. Empty or absent: any type. */
  accept?: readonly string[] | undefined;
  /** At most this many files in the list (default 10). */
  maxFiles?: number | undefined;
  /** Files above this many bytes are refused (default 50 MB). */
  maxSize?: number | undefined;
  /** Files above this many bytes are taken with a warning (default 5 MB). */
  recommendedSize?: number | undefined;
};

export const MEGABYTE = 1024 * 1024;
export const FILE_UPLOAD_DEFAULTS = {
  accept: ['pdf', 'doc', 'docx', 'jpg', 'png', 'mp3', 'mp4'],
  maxFiles: 10,
  maxSize: 50 * MEGABYTE,
  recommendedSize: 5 * MEGABYTE,
} as const;

/** Extensions that name the same type as an allowed one. */
const SYNONYMS: Record<string, readonly string[]> = { jpg: ['jpeg'], jpeg: ['jpg'], tif: ['tiff'] };

/** The translation key (namespace `ds`) for a required upload left empty: "Add at least one file". */
export const fileUploadMessageKeys = { required: 'forms.fileUpload.empty' } as const;

/** The file's extension in lower case, without the dot; "" when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether the file's extension is one of the allowed ones (any type when none are given). */
export function isAllowedType(name: string, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const extension = fileExtension(name);
  if (extension === '') return false;
  const allowed = accept.map((type) => type.replace(/^\./, '').toLowerCase());
  return allowed.some((type) => type === extension || (SYNONYMS[type] ?? []).includes(extension));
}

/** Whether the file is above the recommended size (taken, with a warning). */
export const isLargeFile = (file: FileLike, options: FileCheckOptions = {}): boolean =>
  file.size > (options.recommendedSize ?? FILE_UPLOAD_DEFAULTS.recommendedSize);

/**
 * Adds the `added` files to the `current` list where the rules allow and says why each of the
 * others is refused: its type is not allowed, it is above the maximum size, it is already in the
 * list (same name and size), or the list is full. Checks in that order, so a refused file never
 * takes a place in the list.
 */
export function checkFiles<F extends FileLike>(
  current: readonly F[],
  added: readonly F[],
  options: FileCheckOptions = {},
): { files: F[]; refused: FileRefusal<F>[] } {
  const maxFiles = options.maxFiles ?? FILE_UPLOAD_DEFAULTS.maxFiles;
  const maxSize = options.maxSize ?? FILE_UPLOAD_DEFAULTS.maxSize;
  const files = [...current];
  const refused: FileRefusal<F>[] = [];
  for (const file of added) {
    const reason: FileRefusalReason | null = !isAllowedType(file.name, options.accept)
      ? 'type'
      : file.size > maxSize
        ? 'tooLarge'
        : files.some((taken) => taken.name === file.name && taken.size === file.size)
          ? 'duplicate'
          : files.length >= maxFiles
            ? 'tooMany'
            : null;
    if (reason) refused.push({ file, reason });
    else files.push(file);
  }
  return { files, refused };
}

/** A size as a number and a unit, for display: 5 242 880 bytes is { value: 5, unit: 'mb' }. */
export function fileSizeParts(bytes: number): { value: number; unit: 'b' | 'kb' | 'mb' | 'gb' } {
  if (bytes < 1024) return { value: bytes, unit: 'b' };
  if (bytes < MEGABYTE) return { value: round(bytes / 1024), unit: 'kb' };
  if (bytes < 1024 * MEGABYTE) return { value: round(bytes / MEGABYTE), unit: 'mb' };
  return { value: round(bytes / (1024 * MEGABYTE)), unit: 'gb' };
}

const round = (value: number) => Math.round(value * 10) / 10;
