import type { z } from 'zod';
import { fail } from './respond';

/**
 * The one reader of what a call sends: its path ids, its query and its JSON body, checked with
 * the contract's generated zod schemas, so the contract's bounds are the mock school's rules. A
 * query or body that breaks them answers 422 `validation_failed` naming the first field at fault.
 */

/** A numeric path parameter of a course, lesson, group or catch-up; anything else is 404. */
export function pathId(value: string | readonly string[] | undefined, what = 'record'): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) fail(404, 'not_found', `The ${what} was not found.`);
  return id;
}

/** Whether a check failed on an e-mail's format (not on its length or absence). */
const isEmailFormat = (issue: z.core.$ZodIssue | undefined) =>
  issue?.code === 'invalid_format' && issue.format === 'email';

/**
 * The first field at fault answers 422: an e-mail that is not an address with its own message
 * (`email_invalid`, docs/rules-and-limits.md#error-codes), any other rule `validation_failed`.
 */
const invalid = (error: z.ZodError, whole: string): never => {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || whole;
  if (isEmailFormat(issue)) return fail(422, 'email_invalid', 'Please enter a valid e-mail.', { field });
  return fail(422, 'validation_failed', `The given data was invalid: ${field}.`, { field });
};

type Wrapped = { innerType?: z.ZodType };

/** Whether a query parameter's schema (under `optional`, `default` or `nullable`) is a number. */
function isNumber(schema: z.ZodType | undefined): boolean {
  let current = schema;
  while (current && ['optional', 'default', 'prefault', 'nullable'].includes(current._zod.def.type)) {
    current = (current._zod.def as Wrapped).innerType;
  }
  return current?._zod.def.type === 'number';
}

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> =>
  (schema._zod.def as { shape?: Record<string, z.ZodType> }).shape ?? {};

/**
 * Reads the query with the contract's generated zod schema. A parameter the contract types as a
 * number is read as one when it is written in digits; any other stays text (a search of digits is
 * still a search).
 */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const shape = shapeOf(schema);
  const entries = [...new URL(request.url).searchParams].map(([key, value]) => [
    key,
    isNumber(shape[key]) && /^-?\d+$/.test(value) ? Number(value) : value,
  ]);
  const parsed = schema.safeParse(Object.fromEntries(entries));
  return parsed.success ? parsed.data : invalid(parsed.error, 'query');
}

/** Reads a JSON body and checks it with the contract's generated zod schema. */
export async function parseBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : invalid(parsed.error, 'body');
}

/** The JSON body as sent, read before the zod check so a specific rule can answer first. */
export const rawBody = async (request: Request): Promise<Record<string, unknown>> => {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
};
