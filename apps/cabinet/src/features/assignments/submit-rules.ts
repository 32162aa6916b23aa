import { countWords } from '@cabinet/design-system/word-count-text';

/**
 * "A writing task is checked only above a minimum word count" (seed 001 §5): the contract sets
 * MIN_WORDS at 20 words for a submission without files (`submitWork`: 422 `not_enough_text`).
 */
export const MIN_WORDS = 20;

/** Whether the answer may be sent for review: enough words, or at least one file. */
export const hasEnoughForReview = (text: string, fileCount: number): boolean =>
  fileCount > 0 || countWords(text) >= MIN_WORDS;

/** The files a work may hold (seed 001 §5 "at most 10 files"). */
export const MAX_WORK_FILES = 10;
