import { HttpResponse } from 'msw';
import type { Error as ApiError, ErrorCode } from '../../generated/model';
import { type UserRow, sessions, users } from '../db';

/**
 * The one way a handler refuses a call: it stops with an answer of the contract's Error schema,
 * with its optional fields (`field` at fault, ...) and any extra a call's own answer adds.
 */
export function fail(
  status: number,
  error: ErrorCode,
  message: string,
  details: Partial<Omit<ApiError, 'error' | 'message'>> & Record<string, unknown> = {},
): never {
  throw HttpResponse.json({ error, message, ...details }, { status });
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** The signed-in user of a call, as a real server finds it from the bearer token. */
export function requireUser(request: Request): UserRow {
  const token = bearerToken(request);
  const userId = token ? sessions.userOf(token) : undefined;
  const user = userId === undefined ? undefined : users.byId(userId);
  if (!user) fail(401, 'unauthenticated', 'Unauthenticated.');
  return user;
}
