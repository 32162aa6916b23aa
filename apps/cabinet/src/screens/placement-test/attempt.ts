// The placement test's screens find their addresses on the school: the test the taker has not
// taken yet, an attempt of it begun as the taker begins one, a part of it started, and the
// finished attempt's result. Only the screens' stories import this.
import type { PretestPart, PretestTest } from '@cabinet/api/model';
import { listPretests, startPretest, startPretestPart } from '@cabinet/api/pretests';
import { paths } from '../../shared/paths';

/** The entry test the demo taker has no attempt of (the teenagers' test). */
export async function untakenTest(): Promise<PretestTest> {
  const tests = (await listPretests()).data;
  const test = tests.find((item) => !item.attempt);
  if (!test) throw new Error('The seeded taker has an entry test still to take.');
  return test;
}

/** The test the taker finished (the adults' test, a week ago). */
export async function finishedTest(): Promise<PretestTest & { attempt: { id: number } }> {
  const tests = (await listPretests()).data;
  const test = tests.find((item) => item.attempt?.status === 'finished');
  if (!test?.attempt) throw new Error('The seeded taker has finished an entry test.');
  return { ...test, attempt: test.attempt };
}

/** The untaken test begun in its first version, as its intro's button begins it. */
async function begunAttempt() {
  const test = await untakenTest();
  const variant = test.variants[0]!.id;
  const attempt = (await startPretest(test.slug, { variant_id: variant })).data;
  return { slug: test.slug, variant, attempt };
}

/** A part's start page of a test just begun (the school holds entry tests on every day but Sunday). */
export async function partStartAddress(part: PretestPart): Promise<string> {
  const { slug, variant } = await begunAttempt();
  return paths.placementTestStart.to(slug, variant, part);
}

/** A part's sheet of a test just begun, the part started as its start page starts it. */
export async function partSheetAddress(part: PretestPart): Promise<string> {
  const { slug, variant, attempt } = await begunAttempt();
  await startPretestPart(attempt.id, part);
  return paths.placementTestPart.to(slug, variant, part);
}
