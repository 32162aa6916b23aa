import { configureHttp } from '@cabinet/api/http';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { RequestSubstitution } from './RequestSubstitution';

let answer: { status: number; body: Record<string, unknown> } = { status: 201, body: {} };
const sent: unknown[] = [];
const server = setupServer(
  http.post('*/api/v1/lessons/:lessonId/substitution', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(answer.body, { status: answer.status });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sent.length = 0;
  configureHttp({ baseUrl: window.location.origin });
});
afterAll(() => server.close());

const lesson = {
  id: 40,
  courseName: 'General English B1',
  number: 4,
  startsAt: '2026-11-25T18:00:00.000+02:00',
  endsAt: '2026-11-25T19:30:00.000+02:00',
};

const open = (onRequested = vi.fn()) => {
  renderWithApp(
    <AppTheme>
      <RequestSubstitution open lesson={lesson} onClose={() => undefined} onRequested={onRequested} />
    </AppTheme>,
  );
  return screen.getByRole('dialog', { name: 'Запит на заміну' });
};

describe('RequestSubstitution', () => {
  it('asks for a reason before sending anything', async () => {
    const dialog = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати запит' }));
    expect(await within(dialog).findByText('Оберіть причину.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('shows "no teachers available at the selected time" and keeps what was typed', async () => {
    answer = {
      status: 409,
      body: { error: 'no_substitute_available', message: 'No teachers available at the selected time.' },
    };
    const onRequested = vi.fn();
    const dialog = open(onRequested);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Хвороба' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Коментар/ }), 'План у нотатках');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати запит' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'На обраний час немає вільних викладачів.',
    );
    expect(sent).toEqual([{ reason: 'illness', comment: 'План у нотатках' }]);
    expect(within(dialog).getByRole('textbox', { name: /Коментар/ })).toHaveValue('План у нотатках');
    expect(within(dialog).getByRole('radio', { name: 'Хвороба' })).toBeChecked();
    expect(onRequested).not.toHaveBeenCalled();
  });

  it('puts a 422 under the field it names', async () => {
    answer = {
      status: 422,
      body: { error: 'validation_failed', message: 'The given data was invalid: comment.', field: 'comment' },
    };
    const dialog = open();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Відпустка' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати запит' }));
    const comment = within(dialog).getByRole('textbox', { name: /Коментар/ });
    await vi.waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
  });
});
