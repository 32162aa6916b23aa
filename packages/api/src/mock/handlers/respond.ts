import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { Error as ApiError, ErrorCode } from '../../generated/model';
import { type UserRow, sessions, users } from '../db';

/** Stops a handler with an answer of the contract's Error schema (and its optional fields). */
export function fail(
  status: number,
  error: ErrorCode,
  message: string,
  details: Partial<Omit<ApiError, 'error' | 'message'>> = {},
): never {
  throw HttpResponse.json({ error, message, ...details }, { status });
}

/** Reads a JSON body and checks it with the contract's generated zod schema. */
export async function parseBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'body';
    fail(422, 'validation_failed', `The given data was invalid: ${field}.`, { field });
  }
  return parsed.data;
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
