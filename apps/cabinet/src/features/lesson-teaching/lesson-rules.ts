import { ApiError } from '@cabinet/api/http';
import type { LessonStatus, LessonType } from '@cabinet/api/model';
import { updateLessonBodyClassworkMax } from '@cabinet/api/zod/lessons';

/** At most 10 files on a lesson (updateLesson answers 422 `too_many_files` past it). */
export const MAX_LESSON_FILES = 10;

/** The longest classwork, homework or notes the school takes (the contract's `maxLength`). */
export const LESSON_TEXT_MAX_LENGTH = updateLessonBodyClassworkMax;

const TEST_TYPES: readonly LessonType[] = ['test', 'progress_test', 'test_retake', 'final_test'];

/**
 * Test dates can be changed only on test lessons that are upcoming or in progress
 * (docs/statuses.md#lesson).
 */
export const canMoveTestDate = (type: LessonType, status: LessonStatus): boolean =>
  TEST_TYPES.includes(type) && (status === 'upcoming' || status === 'in_progress');

/** completeLesson: only a lesson that has started (in progress, or incomplete after it ended). */
export const canComplete = (status: LessonStatus): boolean =>
  status === 'in_progress' || status === 'incomplete';

/** The fields of the lesson's information form a 422 answer may name. */
export type InfoField = 'classwork' | 'homework' | 'recording_url' | 'file_ids' | 'starts_at';
const INFO_FIELDS: readonly InfoField[] = ['classwork', 'homework', 'recording_url', 'file_ids', 'starts_at'];

/**
 * The form field a failed save belongs to: the field the answer names, too many files, a test date refused.
 */
export function infoFieldOfError(error: unknown): InfoField | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'too_many_files') return 'file_ids';
  if (error.code === 'lesson_not_editable') return 'starts_at';
  const data = error.data as { field?: unknown } | null;
  const field = typeof data?.field === 'string' ? data.field.split('.')[0] : undefined;
  if (field && (INFO_FIELDS as readonly string[]).includes(field)) return field as InfoField;
  // The mock names a bad file id only in its message ("invalid: file_ids").
  if (error.code === 'validation_failed' && /file_ids/.test(error.message)) return 'file_ids';
  return null;
}

/** A recording link must be a web address (the contract's `format: uri`). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
