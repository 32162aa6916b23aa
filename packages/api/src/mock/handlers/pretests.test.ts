import { vi, describe, expect, it } from 'vitest';
import {
  getPretestAttempt,
  getPretestSheet,
  listPretests,
  pausePretest,
  resumePretest,
  savePretestAnswer,
  savePretestWriting,
  startPretest,
  startPretestPart,
  submitPretestPart,
} from '../../generated/pretests/pretests';
import {
  GetPretestAttemptResponse,
  GetPretestSheetResponse,
  ListPretestsResponse,
  PausePretestResponse,
  SavePretestAnswerResponse,
  StartPretestPartResponse,
  StartPretestResponse,
  SubmitPretestPartResponse,
} from '../../generated/zod/pretests/pretests';
import type { PretestAttempt, PretestPart, PretestSheet } from '../../generated/model';
import { TEST_MOMENT } from '../../testing/test-moment';
import { pretestAttempts } from '../db/pretest-attempts';
import { questionsOf, variantOf } from '../db/pretests';
import { expectError, signIn, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const MINUTE = 60_000;
/** Moves the school's clock on by some minutes (the pinned clock keeps running from there). */
const after = (minutes: number) => vi.setSystemTime(Date.now() + minutes * MINUTE);
const at = (iso: string) => vi.setSystemTime(new Date(iso));

const partOf = (attempt: PretestAttempt, part: PretestPart) => attempt.parts.find((p) => p.part === part)!;
const minutesLeft = (sheet: PretestSheet) =>
  (new Date(sheet.part.deadline!).getTime() - new Date(sheet.attempt.server_now).getTime()) / MINUTE;

/** Signs in the demo taker and begins the adults' test (a Tuesday: tests are held). */
async function begin(slug = 'general-english', variant = 1): Promise<PretestAttempt> {
  await signIn('pretest@demo.school');
  return StartPretestResponse.parse(await startPretest(slug, { variant_id: variant })).data;
}

const questionIds = (attemptId: number, part: 'grammar' | 'reading') => {
  const row = pretestAttempts.byId(attemptId)!;
  return questionsOf(variantOf(row.variant_id)!.variant, part);
};

describe('choosing a test', () => {
  it('lists the tests with their parts, versions and the taker’s finished attempt', async () => {
    await signIn('pretest@demo.school');
    const { data } = ListPretestsResponse.parse(await listPretests());
    expect(data.map((test) => test.slug)).toEqual(['general-english', 'english-for-teens']);
    const adults = data[0]!;
    expect(adults.parts.map((p) => [p.part, p.minutes])).toEqual([
      ['grammar', 30],
      ['reading', 20],
      ['writing', 30],
      ['speaking', null],
    ]);
    expect(data[1]!.parts.find((p) => p.part === 'writing')!.minutes).toBe(20);
    expect(adults.parts.find((p) => p.part === 'writing')).toMatchObject({ min_words: 20, max_words: 250 });
    expect(adults.attempt).toMatchObject({
      status: 'finished',
      overall_level: expect.stringMatching(/^[ABC][12]$/),
    });
    expect(adults.availability).toEqual({ held_today: true, next_date: '2026-11-24' });
  });

  it('is closed to teachers and directors of studies, open to students and parents', async () => {
    await signIn('teacher@demo.school');
    await expectError(listPretests(), 403, 'forbidden');
    await signIn('student@demo.school');
    expect(ListPretestsResponse.parse(await listPretests()).data).toHaveLength(2);
    await signIn('parent@demo.school');
    expect(ListPretestsResponse.parse(await listPretests()).data[0]!.attempt).toBeNull();
  });
});

describe('Sundays', () => {
  it('refuses to begin a test or start a part on a Sunday, naming the Monday', async () => {
    const attempt = await begin();
    at('2026-11-29T09:00:00+02:00');
    await expectError(startPretestPart(attempt.id, 'grammar'), 409, 'not_held_on_sundays');
    const refused: unknown = await startPretestPart(attempt.id, 'grammar').catch((error: unknown) => error);
    expect(refused).toMatchObject({ data: { available_on: '2026-11-30' } });
    await signIn('student@demo.school');
    await expectError(startPretest('general-english', { variant_id: 1 }), 409, 'not_held_on_sundays');
    const { data } = ListPretestsResponse.parse(await listPretests());
    expect(data[0]!.availability).toEqual({ held_today: false, next_date: '2026-11-30' });
  });

  it('counts Sunday by the school’s calendar: Sunday 23:30 in Kyiv is refused, Monday 00:05 is held', async () => {
    const attempt = await begin();
    at('2026-11-29T23:30:00+02:00');
    await expectError(startPretestPart(attempt.id, 'grammar'), 409, 'not_held_on_sundays');
    at('2026-11-30T00:05:00+02:00');
    expect(
      StartPretestPartResponse.parse(await startPretestPart(attempt.id, 'grammar')).data.part.status,
    ).toBe('in_progress');
  });

  it('lets a part started on Saturday run into Sunday and keep its answers', async () => {
    const attempt = await begin();
    at('2026-11-28T23:50:00+02:00');
    await startPretestPart(attempt.id, 'grammar');
    const [question] = questionIds(attempt.id, 'grammar');
    at('2026-11-29T00:10:00+02:00');
    await savePretestAnswer(attempt.id, 'grammar', question!.id, {
      option_id: question!.correct,
      revision: 1,
    });
    expect(
      partOf(SubmitPretestPartResponse.parse(await submitPretestPart(attempt.id, 'grammar')).data, 'grammar')
        .score,
    ).toBe(1);
  });
});

describe('an attempt', () => {
  it('is begun once per test: beginning again gives the attempt in progress', async () => {
    const first = await begin();
    expect(first.parts.map((p) => [p.part, p.status])).toEqual([
      ['grammar', 'not_started'],
      ['reading', 'not_started'],
      ['writing', 'not_started'],
      ['speaking', 'waiting'],
    ]);
    const again = StartPretestResponse.parse(await startPretest('general-english', { variant_id: 1 })).data;
    expect(again.id).toBe(first.id);
    await expectError(startPretest('general-english', { variant_id: 2 }), 422, 'validation_failed');
  });

  it('is the taker’s own: anyone else gets 404', async () => {
    const attempt = await begin();
    await signIn('student@demo.school');
    await expectError(getPretestAttempt(attempt.id), 404, 'not_found');
    await expectError(getPretestSheet(attempt.id, 'grammar'), 404, 'not_found');
  });

  it('gives each part its time on the school’s clock: grammar 30, reading 20, writing 30 (teenagers 20)', async () => {
    const attempt = await begin();
    const grammar = StartPretestPartResponse.parse(await startPretestPart(attempt.id, 'grammar')).data;
    expect(minutesLeft(grammar)).toBe(30);
    expect(grammar.questions).toHaveLength(30);
    expect(grammar.questions[0]).not.toHaveProperty('correct');
    await expectError(startPretestPart(attempt.id, 'reading'), 409, 'transition_not_allowed');
    await submitPretestPart(attempt.id, 'grammar');
    const reading = StartPretestPartResponse.parse(await startPretestPart(attempt.id, 'reading')).data;
    expect(minutesLeft(reading)).toBe(20);
    expect(reading.passage?.text.length).toBeGreaterThan(200);
    await submitPretestPart(attempt.id, 'reading');
    expect(
      minutesLeft(StartPretestPartResponse.parse(await startPretestPart(attempt.id, 'writing')).data),
    ).toBe(30);

    const teens = await begin('english-for-teens', 2);
    await startPretestPart(teens.id, 'grammar');
    await submitPretestPart(teens.id, 'grammar');
    await startPretestPart(teens.id, 'reading');
    await submitPretestPart(teens.id, 'reading');
    expect(
      minutesLeft(StartPretestPartResponse.parse(await startPretestPart(teens.id, 'writing')).data),
    ).toBe(20);
  });

  it('does not let the taker start speaking, which a teacher holds', async () => {
    const attempt = await begin();
    await expectError(startPretestPart(attempt.id, 'speaking'), 409, 'transition_not_allowed');
  });
});

describe('answers', () => {
  it('keeps the answer with the highest revision: resent or late answers change nothing', async () => {
    const attempt = await begin();
    await startPretestPart(attempt.id, 'grammar');
    const [question] = questionIds(attempt.id, 'grammar');
    const [a, b] = question!.options;
    const save = (option: number, revision: number) =>
      savePretestAnswer(attempt.id, 'grammar', question!.id, { option_id: option, revision }).then(
        (answer) => SavePretestAnswerResponse.parse(answer).data,
      );
    expect(await save(a!.id, 1)).toEqual({ question_id: question!.id, option_id: a!.id, revision: 1 });
    expect(await save(b!.id, 3)).toMatchObject({ option_id: b!.id, revision: 3 });
    expect(await save(a!.id, 2)).toMatchObject({ option_id: b!.id, revision: 3 });
    expect(await save(b!.id, 3)).toMatchObject({ option_id: b!.id, revision: 3 });
    const sheet = GetPretestSheetResponse.parse(await getPretestSheet(attempt.id, 'grammar')).data;
    expect(sheet.answers).toEqual([{ question_id: question!.id, option_id: b!.id, revision: 3 }]);
  });

  it('refuses an option of another question, and answers to a part not started', async () => {
    const attempt = await begin();
    const [first, second] = questionIds(attempt.id, 'grammar');
    await expectError(
      savePretestAnswer(attempt.id, 'grammar', first!.id, { option_id: first!.correct, revision: 1 }),
      409,
      'transition_not_allowed',
    );
    await startPretestPart(attempt.id, 'grammar');
    await expectError(
      savePretestAnswer(attempt.id, 'grammar', first!.id, { option_id: second!.correct, revision: 1 }),
      422,
      'validation_failed',
    );
  });

  it('submits the part at its deadline with every answer saved by then, and refuses later ones', async () => {
    const attempt = await begin();
    await startPretestPart(attempt.id, 'grammar');
    const questions = questionIds(attempt.id, 'grammar');
    for (const [index, question] of questions.slice(0, 12).entries()) {
      const option =
        index < 10 ? question.correct : question.options.find((o) => o.id !== question.correct)!.id;
      await savePretestAnswer(attempt.id, 'grammar', question.id, { option_id: option, revision: index + 1 });
    }
    after(29);
    await savePretestAnswer(attempt.id, 'grammar', questions[12]!.id, {
      option_id: questions[12]!.correct,
      revision: 20,
    });
    after(1.5);
    await expectError(
      savePretestAnswer(attempt.id, 'grammar', questions[13]!.id, {
        option_id: questions[13]!.correct,
        revision: 21,
      }),
      409,
      'time_is_up',
    );
    const grammar = partOf(
      GetPretestAttemptResponse.parse(await getPretestAttempt(attempt.id)).data,
      'grammar',
    );
    expect(grammar).toMatchObject({
      status: 'done',
      time_up: true,
      score: 11,
      max_score: 30,
      seconds_used: 1800,
    });
    expect(grammar.level).toBe('B1'); // 11 of 30 is 24 of 65
  });
});

describe('the pause', () => {
  it('stops the clock: paused 5 minutes, the part ends 5 minutes later; a second pause is refused', async () => {
    const attempt = await begin();
    await startPretestPart(attempt.id, 'grammar');
    after(10);
    const paused = PausePretestResponse.parse(await pausePretest(attempt.id)).data;
    expect(paused.pause).toMatchObject({ used: true, active: true, minutes: 15 });
    const [question] = questionIds(attempt.id, 'grammar');
    await expectError(
      savePretestAnswer(attempt.id, 'grammar', question!.id, { option_id: question!.correct, revision: 1 }),
      409,
      'test_paused',
    );
    await expectError(submitPretestPart(attempt.id, 'grammar'), 409, 'test_paused');
    after(5);
    await resumePretest(attempt.id);
    const sheet = GetPretestSheetResponse.parse(await getPretestSheet(attempt.id, 'grammar')).data;
    expect(Math.round(minutesLeft(sheet))).toBe(20);
    await expectError(pausePretest(attempt.id), 409, 'pause_used');
    after(25);
    const done = partOf(GetPretestAttemptResponse.parse(await getPretestAttempt(attempt.id)).data, 'grammar');
    expect(done).toMatchObject({ status: 'done', time_up: true });
    expect(done.seconds_used).toBe(1800);
  });

  it('ends by itself after 15 minutes and the deadline moves by 15', async () => {
    const attempt = await begin();
    await startPretestPart(attempt.id, 'reading');
    after(2);
    await pausePretest(attempt.id);
    after(40);
    const sheet = GetPretestSheetResponse.parse(await getPretestSheet(attempt.id, 'reading')).data;
    expect(sheet.attempt.pause.active).toBe(false);
    expect(sheet.part.status).toBe('done');
    expect(sheet.part.deadline).toBe(
      new Date(new Date(sheet.part.started_at!).getTime() + 35 * MINUTE).toISOString(),
    );
    expect(sheet.part.seconds_used).toBe(20 * 60);
  });

  it('needs a part in progress, and resuming needs a pause', async () => {
    const attempt = await begin();
    await expectError(pausePretest(attempt.id), 409, 'transition_not_allowed');
    await expectError(resumePretest(attempt.id), 409, 'transition_not_allowed');
  });
});

describe('writing and the result', () => {
  const essay =
    'Working from home has changed how many people think about their jobs. Some enjoy the quiet ' +
    'mornings and the time saved on travel, while others miss their colleagues and the energy of an ' +
    'office. In my opinion, a mix of both is the best choice, because teams still need to meet, ' +
    'argue about ideas and celebrate success together, but people also deserve flexible hours.';

  async function finishChoiceParts(attemptId: number) {
    for (const part of ['grammar', 'reading'] as const) {
      await startPretestPart(attemptId, part);
      for (const [index, question] of questionIds(attemptId, part).entries()) {
        await savePretestAnswer(attemptId, part, question.id, {
          option_id: question.correct,
          revision: index + 1,
        });
      }
      await submitPretestPart(attemptId, part);
    }
  }

  it('keeps the text with the highest revision and counts its words', async () => {
    const attempt = await begin();
    await finishChoiceParts(attempt.id);
    await startPretestPart(attempt.id, 'writing');
    await savePretestWriting(attempt.id, { text: 'First draft of the text', revision: 2 });
    const late = await savePretestWriting(attempt.id, { text: 'Older', revision: 1 });
    expect(late.data).toMatchObject({ text: 'First draft of the text', revision: 2, words: 5 });
  });

  it('finishes the attempt with a level per part and overall', async () => {
    const attempt = await begin();
    await finishChoiceParts(attempt.id);
    await startPretestPart(attempt.id, 'writing');
    await savePretestWriting(attempt.id, { text: essay, revision: 1 });
    const done = SubmitPretestPartResponse.parse(await submitPretestPart(attempt.id, 'writing')).data;
    expect(done.status).toBe('finished');
    expect(partOf(done, 'grammar')).toMatchObject({ score: 30, level: 'C2' });
    expect(partOf(done, 'reading')).toMatchObject({ score: 8, level: 'C2' });
    expect(partOf(done, 'writing')).toMatchObject({ assessment: 'assessed', words: 64, level: 'B1' });
    expect(partOf(done, 'speaking').status).toBe('waiting');
    expect(done.overall_level).toBe('C1');
  });

  it('does not assess a writing under the minimum words: not enough text for evaluation', async () => {
    const attempt = await begin();
    await finishChoiceParts(attempt.id);
    await startPretestPart(attempt.id, 'writing');
    await savePretestWriting(attempt.id, { text: 'I like English very much.', revision: 1 });
    const done = SubmitPretestPartResponse.parse(await submitPretestPart(attempt.id, 'writing')).data;
    expect(partOf(done, 'writing')).toMatchObject({ assessment: 'not_enough_text', level: null, words: 5 });
    expect(done.overall_level).toBe('C2');
  });
});

it('is seeded a week before the test moment', () => {
  expect(new Date(pretestAttempts.byId(1)!.started_at).getTime()).toBe(
    new Date(TEST_MOMENT).getTime() - 7 * 24 * 60 * MINUTE,
  );
});
