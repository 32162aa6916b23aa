import { configureHttp } from '@cabinet/api/http';
import type { User } from '@cabinet/api/model';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersonalDataForm } from '../../areas/account/profile/PersonalDataForm';
import { i18n } from '../../i18n';
import { createQueryClient } from '../query-client';
import { restoreConnection, setConnection } from './connection.testing';

const olena: User = {
  id: 1,
  name: 'Олена Коваль',
  nameEn: 'Olena Koval',
  email: 'student@demo.school',
  phone: '+380 67 000 00 01',
  avatar: null,
  spaces: ['student'],
  company_name: null,
};

const sent: unknown[] = [];
const server = setupServer(
  // Offline, the request never reaches the school: the browser fails it.
  http.post('*/api/v1/cabinet-update-user-data', () => HttpResponse.error()),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sent.length = 0;
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
});
afterEach(() => {
  server.resetHandlers();
  restoreConnection();
});
afterAll(() => server.close());

describe('a write made offline', () => {
  it('fails at once and says so, keeps what was typed, and sends it once the connection returns', async () => {
    const toast = vi.fn();
    const client = createQueryClient({ toast, pageErrors: () => 0 });
    const person = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <PersonalDataForm user={olena} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    act(() => setConnection(false));
    const name = screen.getByLabelText(/Ім’я та прізвище \*/);
    await person.clear(name);
    await person.type(name, 'Олена Коваль-Петренко');
    await person.click(screen.getByRole('button', { name: 'Зберегти' }));

    // Not held back until the connection returns: the form says at once that nothing was saved.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Зміни не збережено\./);
    expect(name).toHaveValue('Олена Коваль-Петренко');
    expect(screen.getByRole('button', { name: 'Зберегти' })).toBeEnabled();
    expect(
      client
        .getMutationCache()
        .getAll()
        .filter((write) => write.state.isPaused),
    ).toEqual([]);
    expect(toast).not.toHaveBeenCalled(); // the form told it: no second message

    act(() => setConnection(true));
    server.use(
      http.post('*/api/v1/cabinet-update-user-data', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Saved.' });
      }),
    );
    await person.click(screen.getByRole('button', { name: 'Зберегти' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { name: 'Олена Коваль-Петренко', nameEn: 'Olena Koval', phone: '+380 67 000 00 01' },
      ]),
    );
  });
});
