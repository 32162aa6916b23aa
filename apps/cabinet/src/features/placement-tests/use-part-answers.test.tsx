import { createMockServer } from '@cabinet/api/mock/node';
import { getPretestSheet, savePretestAnswer } from '@cabinet/api/pretests';
import { AppTheme } from '@cabinet/design-system/theme';
import type { PretestSheet } from '@cabinet/api/model';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderWithApp } from '../../testing/render';
import { startMockSchool } from '../../testing/mock-school';
import { ChoiceSheet } from './ChoiceSheet';
import { placementOutbox } from './answer-outbox';
import { offline, online, placementKeys, questionGroup, startedPart } from './test-kit';

/**
 * The answers of a multiple-choice part (use-part-answers.ts, through ChoiceSheet): saved as they
 * are given, kept on the device while the school cannot be reached, resent in the order given, and
 * kept through a reload; a newer answer the school holds wins; past the part's time the page is told.
 */
const server = startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('placementTests'));

type Rendered = { userId: number; sheet: PretestSheet; onStopped?: () => void };
const renderSheet = ({ userId, sheet, onStopped = () => undefined }: Rendered) =>
  renderWithApp(
    <AppTheme>
      <ChoiceSheet
        userId={userId}
        sheet={sheet}
        part="grammar"
        active
        onStopped={onStopped}
        onCounts={() => undefined}
      />
    </AppTheme>,
  );

const choose = (number: number, option: number) =>
  userEvent.click(within(questionGroup(number)).getAllByRole('radio')[option]!);
const stateOf = (number: number, text: RegExp | string) => within(questionGroup(number)).findByText(text);
const WAITING = /^Ще не збережено: зберігається на цьому пристрої$/;
const schoolAnswers = async (attemptId: number) =>
  Object.fromEntries(
    (await getPretestSheet(attemptId, 'grammar')).data.answers.map((a) => [a.question_id, a.option_id]),
  );

describe('usePartAnswers', () => {
  it('without a connection keeps the answers on the device; when it returns sends them in the order given', async () => {
    const { attemptId, sheet, userId } = await startedPart('grammar');
    renderSheet({ userId, sheet });
    offline(server);
    await choose(3, 1);
    await choose(1, 2);
    expect(await stateOf(3, WAITING)).toBeVisible();
    expect(await stateOf(1, WAITING)).toBeVisible();
    expect(Object.keys(placementOutbox.read({ userId, attemptId, part: 'grammar' }))).toHaveLength(2);

    const reached = online(server);
    expect(await stateOf(3, 'Збережено')).toBeVisible();
    expect(await stateOf(1, 'Збережено')).toBeVisible();
    const [first, , third] = sheet.questions;
    expect(reached).toEqual([third!.id, first!.id]);
    expect(placementKeys()).toEqual([]);
    expect(await schoolAnswers(attemptId)).toEqual({
      [first!.id]: first!.options[2]!.id,
      [third!.id]: third!.options[1]!.id,
    });
  });

  it('a reload finds the answers kept on the device and sends them', async () => {
    const { attemptId, sheet, userId } = await startedPart('grammar');
    const page = renderSheet({ userId, sheet });
    offline(server);
    await choose(2, 3);
    expect(await stateOf(2, WAITING)).toBeVisible();
    page.unmount();

    renderSheet({ userId, sheet: (await getPretestSheet(attemptId, 'grammar')).data });
    expect(within(questionGroup(2)).getAllByRole('radio')[3]).toBeChecked();
    expect(await stateOf(2, WAITING)).toBeVisible();
    online(server);
    expect(await stateOf(2, 'Збережено')).toBeVisible();
    expect(placementKeys()).toEqual([]);
    expect((await schoolAnswers(attemptId))[sheet.questions[1]!.id]).toBe(sheet.questions[1]!.options[3]!.id);
  });

  it('an answer the school holds with a newer revision wins over an older one waiting on the device', async () => {
    const { attemptId, sheet, userId } = await startedPart('grammar');
    const question = sheet.questions[0]!;
    const [older, newer] = [question.options[0]!.id, question.options[1]!.id];
    placementOutbox.put({ userId, attemptId, part: 'grammar' }, question.id, {
      optionId: older,
      revision: 5,
    });
    await savePretestAnswer(attemptId, 'grammar', question.id, { option_id: newer, revision: 9 });
    renderSheet({ userId, sheet: (await getPretestSheet(attemptId, 'grammar')).data });
    expect(within(questionGroup(1)).getAllByRole('radio')[1]).toBeChecked();
    await waitFor(() => expect(placementKeys()).toEqual([]));
    expect((await schoolAnswers(attemptId))[question.id]).toBe(newer);
  });

  it("past the part's time the school refuses the answer waiting on the device, and the page is told", async () => {
    const { attemptId, sheet, userId } = await startedPart('grammar');
    const onStopped = vi.fn();
    renderSheet({ userId, sheet, onStopped });
    offline(server);
    await choose(4, 0);
    expect(await stateOf(4, WAITING)).toBeVisible();
    vi.setSystemTime(Date.now() + 31 * 60_000);
    online(server);
    await waitFor(() => expect(onStopped).toHaveBeenCalled());
    expect(within(questionGroup(4)).getByText(WAITING)).toBeVisible();
    expect(Object.keys(placementOutbox.read({ userId, attemptId, part: 'grammar' }))).toHaveLength(1);
  });
});
