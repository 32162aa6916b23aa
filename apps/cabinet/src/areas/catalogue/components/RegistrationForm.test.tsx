import { configureHttp } from '@cabinet/api/http';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { RegistrationForm } from './RegistrationForm';

const sent: unknown[] = [];
let full = false;
const server = setupServer(
  http.post('*/api/v1/catalogue/groups/:groupId/registration-requests', async ({ request, params }) => {
    const body = (await request.json()) as { name: string; phone: string; comment?: string };
    sent.push(body);
    if (full) {
      return HttpResponse.json({ error: 'not_found', message: 'The group is full.' }, { status: 404 });
    }
    return HttpResponse.json(
      {
        data: {
          id: 1,
          group_id: Number(params.groupId),
          comment: null,
          created_at: '2026-11-21T10:00:00.000+02:00',
          ...body,
        },
      },
      { status: 201 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  sent.length = 0;
  full = false;
  // A draft typed in one test would come back in the next.
  localStorage.clear();
  configureHttp({ baseUrl: window.location.origin });
});
afterAll(() => server.close());

const field = (label: RegExp) => screen.getByLabelText(label);
/** The drafts kept on this device. */
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('formDraft:'));

describe('RegistrationForm', () => {
  it('names every wrong field before sending anything', async () => {
    const person = userEvent.setup();
    renderWithApp(<RegistrationForm groupId={10} />);
    await person.type(field(/Телефон/), '12-34');
    await person.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    expect(await screen.findByText('Введіть ім’я')).toBeInTheDocument();
    expect(screen.getByText(/Введіть номер телефону: від 7 до 20 цифр/)).toBeInTheDocument();
    expect(field(/Ім’я/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends the request and confirms it', async () => {
    const person = userEvent.setup();
    renderWithApp(<RegistrationForm groupId={10} initial={{ name: 'Олена Коваль' }} />);
    await person.type(field(/Телефон/), '+380 67 123 45 67');
    await person.type(field(/Коментар/), '  Після 18:00 ');
    await person.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    expect(await screen.findByText('Дякуємо, заявку надіслано!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Олена Коваль, ми зателефонуємо на номер +380 67 123 45 67',
    );
    expect(sent).toEqual([{ name: 'Олена Коваль', phone: '+380 67 123 45 67', comment: 'Після 18:00' }]);
  });

  it('shows why a request failed and keeps everything typed', async () => {
    full = true;
    const person = userEvent.setup();
    renderWithApp(<RegistrationForm groupId={10} />);
    await person.type(field(/Ім’я/), 'Ян');
    await person.type(field(/Телефон/), '(044) 234-56-78');
    await person.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Не знайдено/);
    expect(field(/Ім’я/)).toHaveValue('Ян');
    expect(field(/Телефон/)).toHaveValue('(044) 234-56-78');
    // The draft on the device stays too.
    await waitFor(() => expect(drafts()).toHaveLength(1));
  });

  it('keeps a visitor’s half-written request when the tab closes, and restores it with a notice', async () => {
    const person = userEvent.setup();
    const first = renderWithApp(<RegistrationForm groupId={10} />);
    await person.type(field(/Ім’я/), 'Олена Коваль');
    await person.type(field(/Коментар/), 'Зручно після 18:00');
    first.unmount();
    expect(drafts()).toEqual(['formDraft:visitor:registrationRequest:10']);

    renderWithApp(<RegistrationForm groupId={10} />);
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від /)).toBeVisible();
    expect(field(/Ім’я/)).toHaveValue('Олена Коваль');
    expect(field(/Коментар/)).toHaveValue('Зручно після 18:00');
  });

  it('removes the draft once the request is sent', async () => {
    const person = userEvent.setup();
    renderWithApp(<RegistrationForm groupId={10} />);
    await person.type(field(/Ім’я/), 'Олена Коваль');
    await person.type(field(/Телефон/), '+380 67 123 45 67');
    await waitFor(() => expect(drafts()).toHaveLength(1));
    await person.click(screen.getByRole('button', { name: 'Надіслати заявку' }));
    expect(await screen.findByText('Дякуємо, заявку надіслано!')).toBeInTheDocument();
    expect(drafts()).toEqual([]);
  });
});
