import { createMockServer } from '@cabinet/api/mock/node';
import type { PretestWriting } from '@cabinet/api/model';
import { getPretestSheet } from '@cabinet/api/pretests';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderWithApp } from '../../testing/render';
import { startMockSchool } from '../../testing/mock-school';
import { WritingSheet } from './WritingSheet';
import { offline, online, placementKeys, startedPart } from './test-kit';

/**
 * The writing part's text (use-writing-draft.ts, through WritingSheet): kept on the device as it is
 * typed and saved a moment after typing stops; it survives an offline spell and a reload, and past
 * the part's time the page is told.
 */
const server = startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('placementTests'));

type Rendered = { userId: number; attemptId: number; writing: PretestWriting; onStopped?: () => void };
const renderWriting = ({ userId, attemptId, writing, onStopped = () => undefined }: Rendered) =>
  renderWithApp(
    <AppTheme>
      <WritingSheet
        userId={userId}
        attemptId={attemptId}
        writing={writing}
        minWords={20}
        maxWords={250}
        active
        onStopped={onStopped}
        onPending={() => undefined}
        offset={0}
      />
    </AppTheme>,
  );

const textbox = () => screen.getByRole('textbox', { name: 'Ваш текст' });
const WAITING = 'Ще не збережено: зберігається на цьому пристрої';
const schoolText = async (attemptId: number) =>
  (await getPretestSheet(attemptId, 'writing')).data.writing?.text;

describe('useWritingDraft', () => {
  it('saves the text a moment after typing stops; nothing stays on the device', async () => {
    const { attemptId, sheet, userId } = await startedPart('writing');
    renderWriting({ userId, attemptId, writing: sheet.writing! });
    await userEvent.type(textbox(), 'My town has a river.');
    expect(await screen.findByText('Збережено')).toBeVisible();
    expect(await schoolText(attemptId)).toBe('My town has a river.');
    expect(placementKeys()).toEqual([]);
  });

  it('survives an offline spell: kept on the device, then saved when the connection returns', async () => {
    const { attemptId, sheet, userId } = await startedPart('writing');
    renderWriting({ userId, attemptId, writing: sheet.writing! });
    offline(server);
    await userEvent.type(textbox(), 'Written offline.');
    expect(await screen.findByText(WAITING)).toBeVisible();
    expect(placementKeys()).toEqual([`placementWriting:${userId}:${attemptId}`]);
    expect(await schoolText(attemptId)).toBe('');
    online(server);
    expect(await screen.findByText('Збережено')).toBeVisible();
    expect(await schoolText(attemptId)).toBe('Written offline.');
    expect(placementKeys()).toEqual([]);
  });

  it('survives a reload: the text typed is found on the device and sent', async () => {
    const { attemptId, sheet, userId } = await startedPart('writing');
    const page = renderWriting({ userId, attemptId, writing: sheet.writing! });
    offline(server);
    await userEvent.type(textbox(), 'Before the reload.');
    expect(await screen.findByText(WAITING)).toBeVisible();
    page.unmount();

    const again = (await getPretestSheet(attemptId, 'writing')).data.writing!;
    expect(again.text).toBe('');
    renderWriting({ userId, attemptId, writing: again });
    expect(textbox()).toHaveValue('Before the reload.');
    expect(await screen.findByText(WAITING)).toBeVisible();
    online(server);
    expect(await screen.findByText('Збережено')).toBeVisible();
    expect(await schoolText(attemptId)).toBe('Before the reload.');
  });

  it("past the part's time the school refuses the text waiting on the device, and the page is told", async () => {
    const { attemptId, sheet, userId } = await startedPart('writing');
    const onStopped = vi.fn();
    renderWriting({ userId, attemptId, writing: sheet.writing!, onStopped });
    offline(server);
    await userEvent.type(textbox(), 'Too late.');
    expect(await screen.findByText(WAITING)).toBeVisible();
    vi.setSystemTime(Date.now() + 31 * 60_000);
    online(server);
    await waitFor(() => expect(onStopped).toHaveBeenCalled());
    expect(placementKeys()).toEqual([`placementWriting:${userId}:${attemptId}`]);
  });
});
