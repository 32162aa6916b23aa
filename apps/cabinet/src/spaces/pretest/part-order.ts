import type { PretestAttempt, PretestPart } from '@cabinet/api/model';

/** The parts the taker works through, in order; speaking is held by a teacher. */
export const TAKEN_PARTS = ['grammar', 'reading', 'writing'] as const satisfies readonly PretestPart[];
export type TakenPart = (typeof TAKEN_PARTS)[number];

export const isTakenPart = (value: string | undefined): value is TakenPart =>
  (TAKEN_PARTS as readonly string[]).includes(value ?? '');

/** The part to go on with: the one in progress, else the first not started; none when all are done. */
export const nextPart = (attempt: PretestAttempt): TakenPart | undefined =>
  TAKEN_PARTS.find((name) => attempt.parts.find((part) => part.part === name)?.status === 'in_progress') ??
  TAKEN_PARTS.find((name) => attempt.parts.find((part) => part.part === name)?.status === 'not_started');
