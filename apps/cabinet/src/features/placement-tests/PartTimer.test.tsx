import { createMockServer } from '@cabinet/api/mock/node';
import type { PretestAttempt, PretestPartResult } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderWithApp } from '../../testing/render';
import { startMockSchool } from '../../testing/mock-school';
import { PartTimer } from './PartTimer';
import { startedPart } from './test-kit';

/**
 * The part's timer (PartTimer.tsx): the time left on the school's clock, not the device's; the
 * attempt's one pause; hidden on request (and still hidden after a reload); the part's end.
 */
startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('placementTests'));

type Timed = {
  attempt: PretestAttempt;
  part: PretestPartResult;
  receivedAt?: number;
  onExpire?: () => void;
  onPause?: () => void;
  onResume?: () => void;
};
const renderTimer = ({
  attempt,
  part,
  receivedAt = Date.now(),
  onExpire = () => undefined,
  onPause = () => undefined,
  onResume = () => undefined,
}: Timed) =>
  renderWithApp(
    <AppTheme>
      <PartTimer
        attempt={attempt}
        part={part}
        receivedAt={receivedAt}
        onExpire={onExpire}
        onPause={onPause}
        onResume={onResume}
      />
    </AppTheme>,
  );

const timer = () => screen.getByRole('timer', { name: 'Залишилося часу' });
const MINUTE = 60_000;

describe('PartTimer', () => {
  it("counts the part's time on the school's clock, whatever the device's clock says", async () => {
    const { sheet } = await startedPart('grammar');
    const first = renderTimer({ attempt: sheet.attempt, part: sheet.part });
    expect(timer()).toHaveTextContent(/^(30:00|29:5\d)$/);
    first.unmount();
    // The device's clock is 10 minutes behind the school's: the school's 20 minutes are left.
    const behind = { ...sheet.attempt, server_now: new Date(Date.now() + 10 * MINUTE).toISOString() };
    renderTimer({ attempt: behind, part: sheet.part });
    expect(timer()).toHaveTextContent(/^(20:00|19:5\d)$/);
  });

  it('holds the one pause: pause, then resume; once used it is not offered again', async () => {
    const { sheet } = await startedPart('grammar');
    const onPause = vi.fn();
    const onResume = vi.fn();
    const page = renderTimer({ attempt: sheet.attempt, part: sheet.part, onPause, onResume });
    await userEvent.click(screen.getByRole('button', { name: 'Пауза' }));
    expect(onPause).toHaveBeenCalledTimes(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Продовжити' }));
    expect(onResume).toHaveBeenCalledTimes(1);
    page.unmount();

    const used = { ...sheet.attempt, pause: { ...sheet.attempt.pause, used: true, active: false } };
    renderTimer({ attempt: used, part: sheet.part });
    expect(screen.queryByRole('button', { name: 'Пауза' })).toBeNull();
  });

  it('can be hidden, and stays hidden after a reload', async () => {
    const { sheet } = await startedPart('grammar');
    const page = renderTimer({ attempt: sheet.attempt, part: sheet.part });
    const hide = screen.getByRole('button', { name: 'Сховати таймер' });
    expect(hide).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(hide);
    const show = screen.getByRole('button', { name: 'Показати таймер' });
    expect(show).toHaveAttribute('aria-pressed', 'true');
    page.unmount();
    renderTimer({ attempt: sheet.attempt, part: sheet.part });
    expect(screen.getByRole('button', { name: 'Показати таймер' })).toBeVisible();
    // Hidden from sight, the time is still there for a screen reader.
    expect(timer()).toBeInTheDocument();
  });

  it("says when the part's time has run out", async () => {
    const { sheet } = await startedPart('grammar');
    const onExpire = vi.fn();
    renderTimer({ attempt: sheet.attempt, part: sheet.part, onExpire });
    expect(onExpire).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    await waitFor(() => expect(onExpire).toHaveBeenCalledTimes(1));
    expect(timer()).toHaveTextContent('00:00');
  });
});
