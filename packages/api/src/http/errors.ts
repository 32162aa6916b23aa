import type { AxiosError } from 'axios';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** Every failed call reaches the caller as this one type. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `error` code, or `unknown` when the answer had no body. */
  readonly code: string;
  /** The server's answer body, as the seed hands it back to the caller. */
  readonly data: unknown;
  /**
   * Nobody but the caller tells the user about this failure: the call asked for it (its form shows
   * the error), its page cancelled it, or the session ended and the page reloads. Set by the http
   * layer; the app's failure reporting reads it.
   */
  silent = false;
  /**
   * How long the server asked the client to wait before asking again (its `Retry-After` header,
   * in seconds, here in milliseconds); null when it did not say.
   */
  retryAfterMs: number | null = null;

  constructor(status: number, code: string, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// axios' own isAxiosError, without importing axios: the http client is loaded on the first call.
const isAxiosError = (value: unknown): value is AxiosError => isRecord(value) && value.isAxiosError === true;

/** The `Retry-After` header's wait in milliseconds, when it is a number of seconds; else null. */
function retryAfterOf(thrown: AxiosError): number | null {
  const headers: unknown = thrown.response?.headers;
  const value = isRecord(headers) ? headers['retry-after'] : undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  return Number(value) * 1000;
}

/** Turns whatever a call threw into an ApiError with status, code and message. */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown;
  if (!isAxiosError(thrown)) return new ApiError(0, 'unknown', UNKNOWN_ERROR_MESSAGE, null);
  const error = readAnswer(thrown);
  error.retryAfterMs = retryAfterOf(thrown);
  return error;
}

function readAnswer(thrown: AxiosError): ApiError {
  const status = thrown.response?.status ?? 0;
  const body: unknown = thrown.response?.data;
  if (!isRecord(body)) return new ApiError(status, 'unknown', UNKNOWN_ERROR_MESSAGE, body ?? null);
  const code = typeof body.error === 'string' && body.error ? body.error : 'unknown';
  const message = typeof body.message === 'string' && body.message ? body.message : UNKNOWN_ERROR_MESSAGE;
  return new ApiError(status, code, message, body);
}

/**
 * A call that expects a file (a certificate's PDF) reads its error answer as a Blob too: turn a
 * JSON error body back into an object, so the error keeps its code and message.
 */
export async function decodeBlobBody(thrown: AxiosError): Promise<void> {
  const response = thrown.response;
  if (!response || typeof Blob === 'undefined' || !(response.data instanceof Blob)) return;
  if (!response.data.type.includes('json')) return;
  try {
    response.data = JSON.parse(await response.data.text()) as unknown;
  } catch {
    // Not JSON after all: the error stays without a code.
  }
}
