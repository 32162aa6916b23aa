import {
  getGetPretestInterviewMockHandler,
  getListPretestInterviewsMockHandler,
  getRecordPretestInterviewMockHandler,
} from '../../generated/pretests/pretests.msw';
import type { PretestInterview } from '../../generated/model';
import { RecordPretestInterviewBody } from '../../generated/zod/pretests/pretests';
import * as clock from '../../time/clock';
import { addMinutesIso, isSchoolSunday } from '../../time/school-time';
import { type UserRow, users } from '../db';
import { pretestAttempts } from '../db/pretest-attempts';
import { SPEAKING_MINUTES, type PretestAttemptRow } from '../db/pretests';
import { nextTestDate, settle } from '../rules/pretest-clock';
import { requireSpace } from './company-access';
import { assessPart, attemptView, writingView } from './pretests-view';
import { listOf } from './paging';
import { parseBody, pathId } from './request-params';
import { fail } from './respond';

/** The list keeps the interviews a teacher recorded for 30 days. */
const RECORDED_DAYS = 30;
const LIST_LIMIT = 500;
const DAY = 24 * 60 * 60_000;
const ms = (iso: string) => new Date(iso).getTime();

const speakingOf = (row: PretestAttemptRow) => row.parts.find((part) => part.part === 'speaking')!;

/** An entry test brought up to the school's clock: a part past its deadline is handed in. */
function settled(row: PretestAttemptRow, now: Date): PretestAttemptRow {
  if (settle(row, now.getTime(), assessPart(row))) pretestAttempts.save();
  return row;
}

/** An entry test whose written parts are in and whose interview waits. */
const isWaiting = (row: PretestAttemptRow) => row.finished_at !== null && row.interview === null;

/** Whether the teacher may see an entry test: its interview waits, or they recorded it. */
const reaches = (teacher: UserRow, row: PretestAttemptRow) =>
  row.paid === null && (isWaiting(row) || row.interview?.teacher_id === teacher.id);

function interviewView(row: PretestAttemptRow, now: Date, withWriting: boolean): PretestInterview {
  const taker = users.byId(row.user_id)!;
  const recorded = row.interview;
  const teacher = recorded ? users.byId(recorded.teacher_id) : undefined;
  return {
    id: row.id,
    taker: {
      id: taker.id,
      name: taker.name,
      name_en: taker.nameEn ?? null,
      email: taker.email,
      phone: taker.phone ?? null,
    },
    attempt: attemptView(row, now),
    interview: {
      status: recorded?.status ?? 'waiting',
      minutes_limit: SPEAKING_MINUTES,
      minutes: recorded?.minutes ?? null,
      level: recorded?.status === 'held' ? speakingOf(row).level : null,
      recorded_at: recorded?.recorded_at ?? null,
      teacher_name: teacher?.name ?? null,
      teacher_name_en: teacher?.nameEn ?? null,
    },
    writing: withWriting ? writingView(row) : null,
  };
}

/** The teacher's entry test, or 404 (not an entry test, not finished, another teacher's). */
function reachableTest(request: Request, idParam: unknown, now: Date) {
  const teacher = requireSpace(request, 'teacher');
  const row = pretestAttempts.byId(pathId(idParam as string, 'test'));
  if (!row || row.paid !== null) fail(404, 'not_found', 'The test was not found.');
  settled(row, now);
  if (!reaches(teacher, row)) fail(404, 'not_found', 'The test was not found.');
  return { teacher, row };
}

export const pretestInterviewsHandlers = [
  getListPretestInterviewsMockHandler(({ request }) => {
    const teacher = requireSpace(request, 'teacher');
    const now = clock.now();
    const since = now.getTime() - RECORDED_DAYS * DAY;
    const entry = pretestAttempts.where((row) => row.paid === null).map((row) => settled(row, now));
    const waiting = entry
      .filter(isWaiting)
      .sort((a, b) => ms(a.finished_at!) - ms(b.finished_at!) || a.id - b.id);
    const recorded = entry
      .filter((row) => row.interview?.teacher_id === teacher.id && ms(row.interview.recorded_at) >= since)
      .sort((a, b) => ms(b.interview!.recorded_at) - ms(a.interview!.recorded_at) || b.id - a.id);
    const rows = [...waiting, ...recorded].slice(0, LIST_LIMIT);
    return listOf(rows.map((row) => interviewView(row, now, false)));
  }),

  getGetPretestInterviewMockHandler(({ request, params }) => {
    const now = clock.now();
    const { row } = reachableTest(request, params.attemptId, now);
    return { data: interviewView(row, now, true) };
  }),

  getRecordPretestInterviewMockHandler(async ({ request, params }) => {
    const now = clock.now();
    const { teacher, row } = reachableTest(request, params.attemptId, now);
    const input = await parseBody(request, RecordPretestInterviewBody);
    if (!isWaiting(row))
      fail(409, 'transition_not_allowed', 'The speaking part is not waiting for an interview.');
    const held = input.status === 'held';
    // Held needs its level and minutes; missed has neither.
    for (const field of ['level', 'minutes'] as const) {
      if ((input[field] === null) === held) {
        fail(422, 'validation_failed', `The given data was invalid: ${field}.`, { field });
      }
    }
    if (held && isSchoolSunday(now)) {
      fail(409, 'not_held_on_sundays', 'Entry tests are not held on Sundays.', {
        available_on: nextTestDate(now),
      });
    }
    const at = now.toISOString();
    const speaking = speakingOf(row);
    if (held) {
      Object.assign(speaking, {
        status: 'done',
        started_at: addMinutesIso(at, -input.minutes!),
        submitted_at: at,
        level: input.level,
      });
    } else {
      speaking.status = 'missed';
    }
    row.interview = { teacher_id: teacher.id, status: input.status, minutes: input.minutes, recorded_at: at };
    pretestAttempts.save();
    return { data: interviewView(row, now, true) };
  }),
];
