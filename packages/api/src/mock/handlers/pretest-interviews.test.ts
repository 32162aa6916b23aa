import { describe, expect, it, vi } from 'vitest';
import {
  getPretestAttempt,
  getPretestInterview,
  listPretestInterviews,
  recordPretestInterview,
  startPretest,
} from '../../generated/pretests/pretests';
import {
  GetPretestAttemptResponse,
  GetPretestInterviewResponse,
  ListPretestInterviewsResponse,
  RecordPretestInterviewResponse,
} from '../../generated/zod/pretests/pretests';
import type { Level, PretestAttempt } from '../../generated/model';
import { users } from '../db';
import { pretestAttempts } from '../db/pretest-attempts';
import { overallLevel } from '../rules/pretest-levels';
import { expectError, signIn, withMockSchool } from '../../testing/mock-school';

withMockSchool();

/** The demo taker's entry test, finished a week ago, its interview waiting. */
const TAKERS_TEST = 1;
const idOf = (email: string) => users.byEmail(email)!.id;

const speakingOf = (attempt: PretestAttempt) => attempt.parts.find((part) => part.part === 'speaking')!;
const writtenLevels = (attempt: PretestAttempt): (Level | null)[] =>
  attempt.parts.filter((part) => part.part !== 'speaking').map((part) => part.level);

async function takersAttempt(): Promise<PretestAttempt> {
  await signIn('pretest@demo.school');
  return GetPretestAttemptResponse.parse(await getPretestAttempt(TAKERS_TEST)).data;
}

describe('listPretestInterviews', () => {
  it('gives the demo teacher the waiting interviews, longest waiting first, then those they recorded in 30 days', async () => {
    await signIn('teacher@demo.school');
    const { data } = ListPretestInterviewsResponse.parse(await listPretestInterviews());
    expect(data.map((test) => [test.taker.email, test.interview.status])).toEqual([
      ['pretest@demo.school', 'waiting'],
      ['student12@school.mock', 'waiting'],
      ['student27@school.mock', 'held'],
    ]);
    const held = data[2]!;
    expect(held.interview).toMatchObject({ level: 'B1', minutes: 14, teacher_name: 'Emily Carter' });
    expect(speakingOf(held.attempt)).toMatchObject({ status: 'done', level: 'B1', seconds_used: 14 * 60 });
    // The corporate student's interview was recorded 44 days ago; paid tests are the corporate teacher's.
    expect(data.some((test) => test.taker.email === 'corp.student@demo.school')).toBe(false);
    expect(data.every((test) => test.attempt.kind === 'entry' && test.writing === null)).toBe(true);
  });

  it('is for teachers only: a director of studies is one; a taker and a corporate teacher are refused', async () => {
    await signIn('dos@demo.school');
    const { data } = ListPretestInterviewsResponse.parse(await listPretestInterviews());
    // Another teacher sees the waiting ones, not what the demo teacher recorded.
    expect(data.map((test) => test.interview.status)).toEqual(['waiting', 'waiting']);
    for (const who of ['pretest@demo.school', 'corp.teacher@demo.school', 'student@demo.school']) {
      await signIn(who);
      await expectError(listPretestInterviews(), 403, 'forbidden');
    }
  });

  it('lists a test once its taker hands in the written parts', async () => {
    await signIn('pretest@demo.school');
    const started = (await startPretest('english-for-teens', { variant_id: 2 })).data;
    await signIn('teacher@demo.school');
    const before = ListPretestInterviewsResponse.parse(await listPretestInterviews()).data;
    expect(before.some((test) => test.id === started.id)).toBe(false);
    await expectError(getPretestInterview(started.id), 404, 'not_found');
    const row = pretestAttempts.byId(started.id)!;
    row.finished_at = row.started_at;
    pretestAttempts.save();
    const after = ListPretestInterviewsResponse.parse(await listPretestInterviews()).data;
    expect(after.find((test) => test.id === started.id)?.interview.status).toBe('waiting');
  });
});

describe('getPretestInterview', () => {
  it('gives the taker, the written parts with their levels and the text', async () => {
    await signIn('teacher@demo.school');
    const { data } = GetPretestInterviewResponse.parse(await getPretestInterview(TAKERS_TEST));
    expect(data.taker).toMatchObject({ name_en: 'Dmytro Savchuk', email: 'pretest@demo.school' });
    expect(data.interview).toEqual({
      status: 'waiting',
      minutes_limit: 15,
      minutes: null,
      level: null,
      recorded_at: null,
      teacher_name: null,
      teacher_name_en: null,
    });
    expect(data.writing?.words).toBeGreaterThan(50);
    expect(writtenLevels(data.attempt).every((level) => level !== null)).toBe(true);
  });

  it('answers 404 for a corporate test, an unknown id and another teacher’s recorded interview', async () => {
    await signIn('teacher@demo.school');
    await expectError(getPretestInterview(5), 404, 'not_found');
    await expectError(getPretestInterview(9999), 404, 'not_found');
    await signIn('dos@demo.school');
    await expectError(getPretestInterview(8), 404, 'not_found');
  });
});

describe('recordPretestInterview', () => {
  it('holds the interview: the taker’s result shows the speaking level and the overall level counts it', async () => {
    const before = await takersAttempt();
    expect(speakingOf(before).status).toBe('waiting');
    expect(before.overall_level).toBe(overallLevel(writtenLevels(before)));

    await signIn('teacher@demo.school');
    const { data } = RecordPretestInterviewResponse.parse(
      await recordPretestInterview(TAKERS_TEST, { status: 'held', level: 'A1', minutes: 12 }),
    );
    expect(data.interview).toMatchObject({
      status: 'held',
      level: 'A1',
      minutes: 12,
      teacher_name_en: 'Emily Carter',
      recorded_at: expect.any(String),
    });

    const after = await takersAttempt();
    expect(speakingOf(after)).toMatchObject({ status: 'done', level: 'A1', seconds_used: 12 * 60 });
    expect(after.overall_level).toBe(overallLevel([...writtenLevels(after), 'A1']));
    expect(after.overall_level).not.toBe(before.overall_level);

    // The teacher keeps it among their recorded interviews, after the waiting one.
    await signIn('teacher@demo.school');
    const list = ListPretestInterviewsResponse.parse(await listPretestInterviews()).data;
    expect(list.map((test) => [test.id, test.interview.status])).toEqual([
      [7, 'waiting'],
      [TAKERS_TEST, 'held'],
      [8, 'held'],
    ]);
  });

  it('marks it missed: no speaking level, the overall level stays the written parts’', async () => {
    const before = await takersAttempt();
    await signIn('teacher@demo.school');
    const { data } = RecordPretestInterviewResponse.parse(
      await recordPretestInterview(TAKERS_TEST, { status: 'missed', level: null, minutes: null }),
    );
    expect(data.interview).toMatchObject({ status: 'missed', level: null, minutes: null });
    const after = await takersAttempt();
    expect(speakingOf(after)).toMatchObject({ status: 'missed', level: null });
    expect(after.overall_level).toBe(before.overall_level);
  });

  it('records only a waiting interview, once', async () => {
    await signIn('teacher@demo.school');
    await recordPretestInterview(TAKERS_TEST, { status: 'held', level: 'B1', minutes: 15 });
    await expectError(
      recordPretestInterview(TAKERS_TEST, { status: 'missed', level: null, minutes: null }),
      409,
      'transition_not_allowed',
    );
    // Another teacher no longer reaches it.
    await signIn('dos@demo.school');
    await expectError(
      recordPretestInterview(TAKERS_TEST, { status: 'held', level: 'B2', minutes: 10 }),
      404,
      'not_found',
    );
  });

  it('needs a level from the scale and up to 15 minutes when held, neither when missed', async () => {
    await signIn('teacher@demo.school');
    const cases = [
      [{ status: 'held', level: null, minutes: 10 }, 'level'],
      [{ status: 'held', level: 'B1', minutes: null }, 'minutes'],
      [{ status: 'held', level: 'B1', minutes: 16 }, 'minutes'],
      [{ status: 'held', level: 'B1', minutes: 0 }, 'minutes'],
      [{ status: 'held', level: 'D1', minutes: 10 }, 'level'],
      [{ status: 'missed', level: 'B1', minutes: null }, 'level'],
      [{ status: 'missed', level: null, minutes: 5 }, 'minutes'],
    ] as const;
    for (const [body, field] of cases) {
      await expectError(recordPretestInterview(TAKERS_TEST, body as never), 422, 'validation_failed', field);
    }
    expect(speakingOf(await takersAttempt()).status).toBe('waiting');
  });

  it('is not held on a Sunday (the Monday is named); missed may be marked any day', async () => {
    vi.setSystemTime(new Date('2026-11-29T11:00:00+02:00'));
    await signIn('teacher@demo.school');
    const sunday = recordPretestInterview(TAKERS_TEST, { status: 'held', level: 'B1', minutes: 10 });
    await expectError(sunday, 409, 'not_held_on_sundays');
    await expect(sunday).rejects.toMatchObject({ data: { available_on: '2026-11-30' } });
    await recordPretestInterview(7, { status: 'missed', level: null, minutes: null });
    expect(pretestAttempts.byId(7)!.interview?.teacher_id).toBe(idOf('teacher@demo.school'));
  });

  it('is refused to anyone but a teacher', async () => {
    await signIn('corp.teacher@demo.school');
    await expectError(
      recordPretestInterview(TAKERS_TEST, { status: 'held', level: 'B1', minutes: 10 }),
      403,
      'forbidden',
    );
  });
});
