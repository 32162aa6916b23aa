import { countWords } from '@cabinet/design-system/word-count-text';

/**
 * A written answer is checked only from a minimum word count: the contract sets
 * MIN_WORDS at 20 words for a submission without files (`submitWork`: 422 `not_enough_text`).
 */
export const MIN_WORDS = 20;

/** Whether the answer may be sent for review: enough words, or at least one file. */
export const hasEnoughForReview = (text: string, fileCount: number): boolean =>
  fileCount > 0 || countWords(text) >= MIN_WORDS;

/** The files a work may hold. */
export const MAX_WORK_FILES = 10;
