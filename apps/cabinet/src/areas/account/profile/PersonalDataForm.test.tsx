import { configureHttp } from '@cabinet/api/http';
import type { User } from '@cabinet/api/model';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { PersonalDataForm } from './PersonalDataForm';

const user: User = {
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
  http.post('*/api/v1/cabinet-update-user-data', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(
      { error: 'validation_failed', message: 'The phone number is already used by another account.' },
      { status: 422 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sent.length = 0;
  configureHttp({ baseUrl: window.location.origin });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('PersonalDataForm', () => {
  it('checks the phone before sending anything', async () => {
    const person = userEvent.setup();
    renderWithApp(<PersonalDataForm user={user} />);
    const phone = screen.getByLabelText(/Телефон/);
    await person.clear(phone);
    await person.type(phone, '12-34');
    await person.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText(/Введіть номер телефону: від 7 до 20 цифр/)).toBeInTheDocument();
    expect(phone).toHaveValue('12-34');
    expect(sent).toEqual([]);
  });

  it('shows the server’s message when saving fails, and keeps what was typed', async () => {
    const person = userEvent.setup();
    renderWithApp(<PersonalDataForm user={user} />);
    const name = screen.getByLabelText(/Ім’я та прізвище \*/);
    await person.clear(name);
    await person.type(name, 'Олена Коваль-Петренко');
    await person.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The phone number is already used by another account.',
    );
    expect(sent).toEqual([
      { name: 'Олена Коваль-Петренко', nameEn: 'Olena Koval', phone: '+380 67 000 00 01' },
    ]);
    expect(name).toHaveValue('Олена Коваль-Петренко');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps what was typed when the school fails (500), and says so', async () => {
    server.use(
      http.post('*/api/v1/cabinet-update-user-data', () =>
        HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 }),
      ),
    );
    const person = userEvent.setup();
    renderWithApp(<PersonalDataForm user={user} />);
    const name = screen.getByLabelText(/Ім’я та прізвище \*/);
    await person.clear(name);
    await person.type(name, 'Олена Коваль-Петренко');
    await person.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Щось пішло не так');
    expect(name).toHaveValue('Олена Коваль-Петренко');
  });

  it('heads a failed save "Changes not saved", with the reason under it', async () => {
    const person = userEvent.setup();
    renderWithApp(<PersonalDataForm user={user} />);
    await person.click(screen.getByRole('button', { name: 'Зберегти' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Зміни не збережено\.The phone number is already used by another account\.$/,
    );
  });
});
