import { configureHttp } from '@cabinet/api/http';
import type { EventTest, EventTestResult } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageTexts } from '../../../i18n';
import { draftKeysOf } from '../../../shared/drafts/draft-store';
import { renderWithApp } from '../../../testing/render';
import { EventTestForm } from './EventTestForm';

const option = (id: number, text: string) => ({ id, text, text_en: text });
const test: EventTest = {
  questions: [
    {
      id: 1,
      text: 'Що таке CLIL?',
      text_en: 'What is CLIL?',
      options: [option(11, 'Метод'), option(12, 'Іспит')],
    },
    {
      id: 2,
      text: 'Що таке TTT?',
      text_en: 'What is TTT?',
      options: [option(21, 'Час викладача'), option(22, 'Тест')],
    },
  ],
  pass_percent: 60,
  state: 'open',
  last_test_percent: null,
};
const result = (passed: boolean): EventTestResult => ({
  passed,
  correct: passed ? 2 : 1,
  total: 2,
  percent: passed ? 100 : 50,
  pass_percent: 60,
});

let answer: EventTestResult | 'down' = result(true);
const sent: unknown[] = [];
const server = setupServer(
  http.post('*/api/v1/events/:eventId/test', async ({ request }) => {
    sent.push(await request.json());
    if (answer === 'down')
      return HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 });
    return HttpResponse.json({ data: answer });
  }),
);

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await loadPageTexts('events');
});
beforeEach(() => {
  localStorage.clear();
  sent.length = 0;
  answer = result(true);
  configureHttp({ baseUrl: window.location.origin });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (onPassed = vi.fn()) => ({
  onPassed,
  ...renderWithApp(
    <AppTheme>
      <EventTestForm eventId={8} test={test} onPassed={onPassed} />
    </AppTheme>,
  ),
});
const kept = () => draftKeysOf('visitor');

describe('the event test: no choice is lost', () => {
  it('keeps the choices made when the tab closes, and gives them back with a notice', async () => {
    const first = open();
    await userEvent.click(screen.getByRole('radio', { name: 'Метод' }));
    await waitFor(() => expect(kept()).toEqual(['formDraft:visitor:eventTest:8']));
    first.unmount();
    open();
    expect(await screen.findByText(/Відновлено вашу незбережену чернетку від/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Метод' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Час викладача' })).not.toBeChecked();
  });

  it('keeps them after a failed hand-in and after a failed try, and forgets them once passed', async () => {
    answer = 'down';
    const { onPassed } = open();
    await userEvent.click(screen.getByRole('radio', { name: 'Метод' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Час викладача' }));
    await userEvent.click(screen.getByRole('button', { name: 'Здати тест' }));
    expect(await screen.findByText(/Щось пішло не так/)).toBeVisible();
    await waitFor(() => expect(kept()).toHaveLength(1));

    answer = result(false);
    await userEvent.click(screen.getByRole('button', { name: 'Здати тест' }));
    expect(await screen.findByText(/На жаль, ви не склали тест!/)).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Метод' })).toBeChecked();
    expect(kept()).toHaveLength(1);

    answer = result(true);
    await userEvent.click(screen.getByRole('button', { name: 'Пройти тест ще раз' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalledOnce());
    expect(kept()).toEqual([]);
    expect(sent.at(-1)).toEqual({
      answers: [
        { question_id: 1, option_id: 11 },
        { question_id: 2, option_id: 21 },
      ],
    });
  });
});
