import type { z } from 'zod';
import { fail } from './respond';

/** A numeric path parameter of a course, lesson, group or catch-up; anything else is 404. */
export function pathId(value: string | readonly string[] | undefined, what = 'record'): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) fail(404, 'not_found', `The ${what} was not found.`);
  return id;
}

/**
 * Reads the query with the contract's generated zod schema (numbers given as text are read as
 * numbers); a query that breaks it is 422 naming the first parameter at fault.
 */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const entries = [...new URL(request.url).searchParams].map(([key, value]) => [
    key,
    /^\d+$/.test(value) ? Number(value) : value,
  ]);
  const parsed = schema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'query';
    fail(422, 'validation_failed', `The given data was invalid: ${field}.`, { field });
  }
  return parsed.data;
}

/** The JSON body as sent, read before the zod check so a specific rule can answer first. */
export const rawBody = async (request: Request): Promise<Record<string, unknown>> => {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
};
