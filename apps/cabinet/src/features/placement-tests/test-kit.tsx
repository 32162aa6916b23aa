import { getCurrentUser } from '@cabinet/api/account';
import type { PretestSheet } from '@cabinet/api/model';
import { startPretest, startPretestPart } from '@cabinet/api/pretests';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { SetupServer } from 'msw/node';
import { signInAs } from '../../testing/mock-school';

/** The calls that save an answer and the writing as they are given. */
export const ANSWER_CALL = '*/api/v1/pretest-attempts/:attemptId/parts/:part/answers/:questionId';
export const WRITING_CALL = '*/api/v1/pretest-attempts/:attemptId/writing';

/** The demo taker begins the adults' entry test and starts a part: its sheet, as the school gives it. */
export async function startedPart(part: 'grammar' | 'reading' | 'writing') {
  await signInAs('pretest@demo.school');
  const attempt = (await startPretest('general-english', { variant_id: 1 })).data;
  const sheet: PretestSheet = (await startPretestPart(attempt.id, part)).data;
  const userId = (await getCurrentUser()).data.id;
  return { attemptId: attempt.id, sheet, userId };
}

/** The connection drops: the calls that save as they go fail. */
export const offline = (server: SetupServer) =>
  server.use(
    http.put(ANSWER_CALL, () => HttpResponse.error()),
    http.put(WRITING_CALL, () => HttpResponse.error()),
  );

/** The connection returns: the school answers again; the questions whose answers reach it are noted. */
export function online(server: SetupServer): number[] {
  const reached: number[] = [];
  server.resetHandlers();
  server.use(
    http.put(ANSWER_CALL, ({ params }) => {
      reached.push(Number(params.questionId));
    }),
  );
  window.dispatchEvent(new Event('online'));
  return reached;
}

/** The keys the placement test keeps in the browser's storage. */
export const placementKeys = () =>
  Object.keys(localStorage).filter(
    (key) => key.startsWith('placementOutbox:') || key.startsWith('placementWriting:'),
  );

/** A question of a multiple-choice part by its number. */
export const questionGroup = (number: number) =>
  screen.getByRole('group', { name: new RegExp(`^Запитання ${number} з \\d+`) });
