import { createMockServer } from '@cabinet/api/mock/node';
import {
  getPretest,
  getPretestAttempt,
  startPretestPart,
  submitPretestPart,
  useGetPretestAttempt,
  useGetPretestSheet,
} from '@cabinet/api/pretests';
import type { PretestPartRule } from '@cabinet/api/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderRoutes, startMockSchool } from '../../testing/mock-school';
import { AttemptResultView } from './AttemptResultView';
import { HandedInNotice } from './HandedInNotice';
import { PartSheetView, type TakenPartName } from './PartSheetView';
import { placementOutbox } from './answer-outbox';
import { offline, online, placementKeys, questionGroup, startedPart } from './test-kit';

/**
 * A part's test page (PartSheetView.tsx) with the taker's result after it: answers saved as given,
 * the hand-in waiting for the school to have them, and the part's time running out while answers
 * (or the writing) wait on the device: the result says what did not count, and nothing of the
 * part, or of the finished attempt, stays in the browser's storage.
 */
const server = startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('placementTests'));

const MINUTE = 60_000;

function SheetPage({ attemptId, part, rule, onHandedIn }: Page & { rule: PretestPartRule }) {
  const sheet = useGetPretestSheet(attemptId, part, { query: { retry: 1 } });
  if (!sheet.data) return <p>…</p>;
  return (
    <PartSheetView
      key={sheet.data.data.part.status}
      part={part}
      sheet={sheet.data.data}
      rule={rule}
      receivedAt={sheet.dataUpdatedAt}
      refetch={() => void sheet.refetch()}
      header={<h1>{part}</h1>}
      doneTo="/result"
      onHandedIn={onHandedIn}
    />
  );
}

function ResultPage({ attemptId }: { attemptId: number }) {
  const attempt = useGetPretestAttempt(attemptId);
  if (!attempt.data) return <p>…</p>;
  return (
    <AttemptResultView
      attempt={attempt.data.data}
      section="general"
      title="Результат"
      breadcrumbs={[]}
      sectionHref={(section) => `/result/${section}`}
      notice={<HandedInNotice attempt={attempt.data.data} />}
    />
  );
}

type Page = { attemptId: number; part: TakenPartName; onHandedIn: () => void };
async function renderPart({ attemptId, part, onHandedIn }: Page) {
  const rule = (await getPretest('general-english')).data.parts.find((candidate) => candidate.part === part)!;
  return renderRoutes([
    {
      path: '/',
      element: <SheetPage attemptId={attemptId} part={part} rule={rule} onHandedIn={onHandedIn} />,
    },
    { path: '/result', element: <ResultPage attemptId={attemptId} /> },
  ]);
}

const choose = async (number: number, option: number) =>
  userEvent.click(within(await waitFor(() => questionGroup(number))).getAllByRole('radio')[option]!);
const handIn = () => screen.getByRole('button', { name: 'Здати частину' });

describe('PartSheetView', () => {
  it('hands the part in only once the school has every answer; nothing of the part stays on the device', async () => {
    const { attemptId } = await startedPart('grammar');
    const onHandedIn = vi.fn();
    await renderPart({ attemptId, part: 'grammar', onHandedIn });
    expect(await screen.findByRole('timer', { name: 'Залишилося часу' })).toBeVisible();
    await choose(1, 0);
    expect(await within(questionGroup(1)).findByText('Збережено')).toBeVisible();
    offline(server);
    await choose(2, 1);
    expect(await screen.findByText(/^Очікує збереження 1 відповідь/)).toHaveAttribute('role', 'status');
    expect(handIn()).toBeDisabled();

    online(server);
    await waitFor(() => expect(handIn()).toBeEnabled());
    await userEvent.click(handIn());
    const dialog = await screen.findByRole('dialog', { name: 'Здати частину «Граматика й лексика»?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Здати частину' }));
    await waitFor(() => expect(onHandedIn).toHaveBeenCalledTimes(1));
    expect(placementKeys()).toEqual([]);
    const grammar = (await getPretestAttempt(attemptId)).data.parts.find((part) => part.part === 'grammar');
    expect(grammar).toMatchObject({ status: 'done', time_up: false, score: expect.any(Number) });
  });

  it('the time runs out while answers wait on the device: the result says how many did not count, and they are gone', async () => {
    const { attemptId } = await startedPart('grammar');
    await renderPart({ attemptId, part: 'grammar', onHandedIn: () => undefined });
    await choose(1, 0);
    expect(await within(questionGroup(1)).findByText('Збережено')).toBeVisible();
    offline(server);
    await choose(2, 1);
    await choose(3, 2);
    // Chosen again as the school already has it: that one did count.
    await choose(1, 1);
    await choose(1, 0);
    expect(await screen.findByText(/^Очікують збереження 3 відповіді/)).toBeVisible();

    vi.setSystemTime(Date.now() + 31 * MINUTE);
    expect(
      await screen.findByText(
        '2 відповіді ще чекали на цьому пристрої, коли час частини сплив: вони не дійшли до школи й не зараховані.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(placementKeys()).toEqual([]));
    const grammar = (await getPretestAttempt(attemptId)).data.parts.find((part) => part.part === 'grammar');
    expect(grammar).toMatchObject({ status: 'done', time_up: true, score: expect.any(Number) });
  });

  it('the writing runs out of time with its last changes on the device: the result says so; nothing of the finished attempt stays', async () => {
    const { attemptId, userId } = await startedPart('grammar');
    // An answer of grammar left behind on this device, and another attempt's, which stays.
    placementOutbox.put({ userId, attemptId, part: 'grammar' }, 1, { optionId: 1, revision: 1 });
    placementOutbox.put({ userId, attemptId: attemptId + 1000, part: 'grammar' }, 1, {
      optionId: 1,
      revision: 1,
    });
    await submitPretestPart(attemptId, 'grammar');
    await startPretestPart(attemptId, 'reading');
    await submitPretestPart(attemptId, 'reading');
    await startPretestPart(attemptId, 'writing');
    await renderPart({ attemptId, part: 'writing', onHandedIn: () => undefined });
    const text = await screen.findByRole('textbox', { name: 'Ваш текст' });
    await userEvent.type(text, 'Saved in time.');
    expect(await screen.findByText('Збережено')).toBeVisible();
    offline(server);
    await userEvent.type(text, ' Typed offline.');
    expect(await screen.findByText('Ще не збережено: зберігається на цьому пристрої')).toBeVisible();

    vi.setSystemTime(Date.now() + 31 * MINUTE);
    expect(
      await screen.findByText(
        'Останні зміни вашого тексту не дійшли до школи до кінця часу: оцінено текст, збережений перед ними.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        '1 відповідь ще чекала на цьому пристрої, коли час частини сплив: вона не дійшла до школи й не зарахована.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(placementKeys()).toEqual([`placementOutbox:${userId}:${attemptId + 1000}:grammar`]),
    );
    const attempt = (await getPretestAttempt(attemptId)).data;
    expect(attempt.status).toBe('finished');
    expect(attempt.parts.find((part) => part.part === 'writing')).toMatchObject({ time_up: true, words: 3 });
  });
});
