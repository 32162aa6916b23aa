/**
 * A written answer is checked only from a minimum word count. The contract
 * fixes that minimum at 20 words (docs/rules-and-limits.md#assigned-tasks-and-tests). A submission with
 * files is checked whatever its text.
 */
export const MIN_WORDS = 20;

/** At most 10 files per work, as per upload. */
export const MAX_WORK_FILES = 10;

/** Words of a text: runs of letters or digits (apostrophes and hyphens inside a word kept). */
export const wordCount = (text: string): number =>
  text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;

/** Whether a submission has enough for evaluation: MIN_WORDS words, or at least one file. */
export const hasEnoughText = (text: string, fileCount: number): boolean =>
  fileCount > 0 || wordCount(text) >= MIN_WORDS;
