import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { ErrorCode, Space } from '../../generated/model';
import type { UserRow } from '../db';
import { requireUser } from './respond';

/**
 * The spaces of the teacher's calendar, substitutions and statistics (the director of studies
 * holds `teacher`); the corporate teacher reads their own companies' lessons, requests and pay.
 */
export const TEACHING_SPACES: Space[] = ['teacher', 'tutor', 'corporate_teacher'];

/** The spaces of a teacher who leads clubs: the school's teacher and the corporate teacher. */
export const CLUB_LEAD_SPACES: Space[] = ['teacher', 'corporate_teacher'];

/** The spaces that read the teachers' handbook. */
export const HANDBOOK_SPACES: Space[] = ['teacher', 'tutor', 'corporate_teacher'];

/** The signed-in user, refused (403 `forbidden`) without one of `spaces`. */
export function requireSpaces(request: Request, spaces: readonly Space[]): UserRow {
  const user = requireUser(request);
  if (!spaces.some((space) => user.spaces.includes(space))) {
    throw HttpResponse.json(
      { error: 'forbidden', message: 'You do not have access to this section.' },
      { status: 403 },
    );
  }
  return user;
}

/** Stops a handler with an Error answer naming the field at fault. */
export function failField(status: number, error: ErrorCode, message: string, field: string): never {
  throw HttpResponse.json({ error, message, field }, { status });
}

const firstField = (error: z.ZodError, fallback: string) => error.issues[0]?.path.join('.') || fallback;

/** Reads the query with the generated zod; a fault is 422 `validation_failed` naming the field. */
export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const entries = [...new URL(request.url).searchParams].map(([key, value]) => [
    key,
    /^\d+$/.test(value) ? Number(value) : value,
  ]);
  const parsed = schema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) {
    const field = firstField(parsed.error, 'query');
    failField(422, 'validation_failed', `The given data was invalid: ${field}.`, field);
  }
  return parsed.data;
}

/** Reads the JSON body with the generated zod; a fault is 422 `validation_failed` naming the field. */
export async function readBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const field = firstField(parsed.error, 'body');
    failField(422, 'validation_failed', `The given data was invalid: ${field}.`, field);
  }
  return parsed.data;
}
