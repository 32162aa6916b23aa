import { describe, expect, it } from 'vitest';
import { listPaidPretests } from '../../generated/paid-pretests/paid-pretests';
import {
  choosePretestTopic,
  getPretestAttempt,
  savePretestWriting,
  startPretest,
  startPretestPart,
  submitPretestPart,
} from '../../generated/pretests/pretests';
import { ListPaidPretestsResponse } from '../../generated/zod/paid-pretests/paid-pretests';
import { GetPretestAttemptResponse, SubmitPretestPartResponse } from '../../generated/zod/pretests/pretests';
import { pretestAttempts } from '../db/pretest-attempts';
import { expectError, signIn, withMockSchool } from '../../testing/mock-school';

/** The corporate test's writing takes 100 to 250 words: the school refuses one over 250. */
withMockSchool();

const WORDS = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

/** The demo employee's assigned test with grammar handed in and the writing begun on a topic. */
async function writingBegun(): Promise<number> {
  await signIn('corp.student@demo.school');
  const { data } = ListPaidPretestsResponse.parse(await listPaidPretests());
  const id = data.find((test) => test.status === 'assigned')!.id;
  await startPretestPart(id, 'grammar');
  await submitPretestPart(id, 'grammar');
  await startPretestPart(id, 'writing');
  await choosePretestTopic(id, { topic_index: 0 });
  return id;
}

const writingOf = async (id: number) =>
  GetPretestAttemptResponse.parse(await getPretestAttempt(id)).data.parts.find(
    (part) => part.part === 'writing',
  )!;

describe('the corporate writing’s most words', () => {
  it('refuses 251 words with too_many_words, keeping the part in progress with its text', async () => {
    const id = await writingBegun();
    await savePretestWriting(id, { text: WORDS(251), revision: 1 });
    await expectError(submitPretestPart(id, 'writing'), 422, 'too_many_words', 'text');
    const refusal = await submitPretestPart(id, 'writing').catch((error: { data: unknown }) => error.data);
    expect(refusal).toMatchObject({ max_words: 250 });
    expect((await writingOf(id)).status).toBe('in_progress');
    expect(pretestAttempts.byId(id)!.parts.find((part) => part.part === 'writing')!.text).toBe(WORDS(251));
  });

  it('hands in 250 words', async () => {
    const id = await writingBegun();
    await savePretestWriting(id, { text: WORDS(250), revision: 1 });
    SubmitPretestPartResponse.parse(await submitPretestPart(id, 'writing'));
    expect((await writingOf(id)).status).toBe('done');
  });

  it('leaves the entry test’s writing to its examiner: a long text is handed in', async () => {
    await signIn('pretest@demo.school');
    const attempt = (await startPretest('general-english', { variant_id: 1 })).data;
    await startPretestPart(attempt.id, 'writing');
    await savePretestWriting(attempt.id, { text: WORDS(300), revision: 1 });
    await submitPretestPart(attempt.id, 'writing');
    expect((await writingOf(attempt.id)).status).toBe('done');
  });
});
