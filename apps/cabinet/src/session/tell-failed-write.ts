import { errorMessage } from '../shared/error-message';
import { isTold } from '../shared/failure-handling';
import { showToast } from '../shared/toast-queue';

/**
 * Tells a failed write made without the query cache as the query client tells one: one toast,
 * unless the call was silent (its form shows it). Apart from `sign-in-calls.ts`, so the sign-in
 * page's first paint does not carry the failure rules.
 */
export function tellFailedWrite(error: unknown): void {
  if (isTold(error)) showToast(errorMessage(error), 'error');
}
