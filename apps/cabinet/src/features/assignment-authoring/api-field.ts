import { ApiError } from '@cabinet/api/http';

/** The form field a refused call names (`field` of the error answer), if any. */
export function apiField(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data;
  if (typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string') {
    return data.field;
  }
  return null;
}

/** The error's code, or null when it is not an answer of the school. */
export const apiCode = (error: unknown): string | null => (error instanceof ApiError ? error.code : null);
