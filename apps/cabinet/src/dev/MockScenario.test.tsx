import { AppTheme } from '@cabinet/design-system/theme';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { MockScenario } from './MockScenario';

const NORMAL = {
  latencyMs: 0,
  errorRate: 0,
  rateLimited: 0,
  offline: false,
  empty: false,
  hostile: false,
  paymentDown: false,
};

const renderPanel = () => {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url: String(input), method: init?.method ?? 'GET', body });
    return Response.json({ data: NORMAL });
  });
  const reload = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <AppTheme>
        <MockScenario reload={reload} />
      </AppTheme>
    </I18nextProvider>,
  );
  return { calls, reload };
};

afterEach(() => vi.restoreAllMocks());

describe('the mock scenario panel', () => {
  it('shows the current scenario and sends a change by keyboard, then reloads', async () => {
    await i18n.changeLanguage('en');
    const { calls, reload } = renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mock scenario' }));
    const noLatency = await screen.findByRole('radio', { name: '0 ms' });
    await waitFor(() => expect(noLatency).toBeChecked());
    expect(screen.getByRole('group', { name: 'Share of calls that fail' })).toBeInTheDocument();
    const hostile = screen.getByRole('switch', { name: /Hostile data/ });
    hostile.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.at(-1)).toEqual({ url: '/__mock/scenario', method: 'PUT', body: { hostile: true } });
  });

  it('sends the share of calls refused as too many', async () => {
    await i18n.changeLanguage('en');
    const { calls, reload } = renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mock scenario' }));
    const group = await screen.findByRole('group', { name: 'Share of calls refused as too many (429)' });
    await user.click(within(group).getByRole('radio', { name: '10 %' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.at(-1)).toEqual({ url: '/__mock/scenario', method: 'PUT', body: { rateLimited: 0.1 } });
  });

  it('resets the school data and reloads', async () => {
    await i18n.changeLanguage('uk');
    const { calls, reload } = renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Сценарій мок-школи' }));
    await user.click(await screen.findByRole('button', { name: 'Скинути дані школи' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(calls.at(-1)).toMatchObject({ url: '/__mock/reset', method: 'POST' });
  });
});
