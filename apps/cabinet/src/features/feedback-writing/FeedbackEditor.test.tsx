import { configureHttp, getToken, setToken } from '@cabinet/api/http';
import type { ModuleFeedback } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { FeedbackEditor } from './FeedbackEditor';
import { sessionEndsOn } from '../../testing/session-end';

const course = {
  id: 1,
  name: 'GE-B1-01',
  kind: 'group' as const,
  course_type: 'regular' as const,
  company_name: null,
};
const empty = {
  topics_covered: null,
  homework: null,
  test_result: null,
  test_comment: null,
  performance: null,
  work_in_class: null,
  recommendations: null,
  progress_comment: null,
  group_comment: null,
  lexis: null,
  grammar: null,
  mark: null,
};
const row = (
  id: number,
  studentId: number,
  name: string,
  status: ModuleFeedback['status'],
): ModuleFeedback => ({
  id,
  course,
  module: { id: 7, number: 2, name: 'Модуль 2. Подорожі', name_en: 'Module 2. Travel' },
  student: { id: studentId, name, name_en: name },
  teacher: { id: 6, name: 'Емілі Картер', name_en: 'Emily Carter' },
  status,
  fields: empty,
  updated_at: null,
  sent_to: null,
  review_comment: null,
});

let current: ModuleFeedback = row(5, 14, 'Олена Коваль', 'not_written');
let saveAnswer: { status: number; body: { error: string; message: string } } | null = null;
const calls: string[] = [];
const server = setupServer(
  http.get('*/api/v1/feedback/:id', () => HttpResponse.json({ data: current })),
  http.put('*/api/v1/feedback/:id', async ({ request }) => {
    calls.push('save');
    if (saveAnswer) return HttpResponse.json(saveAnswer.body, { status: saveAnswer.status });
    current = {
      ...current,
      status: 'in_progress',
      fields: (await request.json()) as ModuleFeedback['fields'],
    };
    return HttpResponse.json({ data: current });
  }),
  http.post('*/api/v1/feedback/:id/send', () => {
    calls.push('send');
    return HttpResponse.json({ data: current });
  }),
  http.get('*/api/v1/courses/:id/feedback', () =>
    HttpResponse.json({
      data: [
        current,
        row(6, 15, 'Андрій Бойко', 'in_progress'),
        row(7, 16, 'Ірина Шевчук', 'sent'),
        row(8, 17, 'Марко Ткач', 'in_review'),
      ],
      meta: { page: 1, per_page: 100, total: 4 },
    }),
  ),
  http.post('*/api/v1/feedback/:id/copy', async ({ request }) => {
    calls.push(`copy ${JSON.stringify(await request.json())}`);
    return HttpResponse.json({ data: { copied: [15], skipped: [{ student_id: 16, status: 'sent' }] } });
  }),
);
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  calls.length = 0;
  saveAnswer = null;
  current = row(5, 14, 'Олена Коваль', 'not_written');
  localStorage.clear();
  configureHttp({ baseUrl: window.location.origin });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderEditor = () => {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <FeedbackEditor
          feedbackId={5}
          previewHref="/preview"
          onPreview={() => undefined}
          header={() => <h1>Відгук</h1>}
        />
      ),
    },
  ]);
  return render(
    <I18nextProvider i18n={i18n}>
      <AppTheme>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppTheme>
    </I18nextProvider>,
  );
};

describe('FeedbackEditor', () => {
  it('asks for every field of a module feedback, marks from great to unsatisfactory', async () => {
    renderEditor();
    const mark = await screen.findByRole('group', { name: 'Загальна оцінка' });
    expect(
      within(mark)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Чудово', 'Добре', 'Задовільно', 'Незадовільно']);
    for (const label of [
      'Пройдені теми',
      'Результат тесту',
      'Коментар до тесту',
      'Рекомендації',
      'Коментар щодо прогресу',
      'Загальний коментар про групу',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    for (const legend of ['Домашні завдання', 'Успішність', 'Робота на уроці', 'Лексика', 'Граматика'])
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
  });

  it('refuses to send with empty fields: "fill in all fields to send to the manager", nothing sent, nothing lost', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByLabelText('Пройдені теми'), 'Present Perfect');
    await user.type(screen.getByLabelText('Коментар щодо прогресу'), 'Коротко.');
    await user.click(screen.getByRole('button', { name: 'Надіслати на перевірку' }));
    expect(
      await screen.findByText('Заповніть усі поля, щоб надіслати менеджеру: деякі поля не заповнено.'),
    ).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Лексика' })).getByText('Оберіть оцінку.')).toBeVisible();
    expect(screen.getAllByText('Поле має містити щонайменше 20 символів.').length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
    expect(screen.getByLabelText('Пройдені теми')).toHaveValue('Present Perfect');
  });

  it('shows a refused save translated and keeps what was typed', async () => {
    saveAnswer = { status: 409, body: { error: 'feedback_locked', message: 'Locked.' } };
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByLabelText('Рекомендації'), 'Read more.');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByText('Редагування зараз недоступне.')).toBeVisible();
    expect(screen.getByLabelText('Рекомендації')).toHaveValue('Read more.');
  });

  it('keeps what was typed when the school fails to save it (500), and says so', async () => {
    saveAnswer = { status: 500, body: { error: 'server_error', message: 'down' } };
    const user = userEvent.setup();
    renderEditor();
    await user.type(await screen.findByLabelText('Рекомендації'), 'Read more.');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByText(/Щось пішло не так/)).toBeVisible();
    expect(screen.getByLabelText('Рекомендації')).toHaveValue('Read more.');
  });

  it('copies to chosen students, says sent or under review stay unchanged, and shows the server’s result', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Копіювати іншим студентам' }));
    const dialog = await screen.findByRole('dialog', { name: 'Копіювати іншим студентам' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Андрій Бойко' })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Ірина Шевчук' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Марко Ткач' })).toBeDisabled();
    expect(within(dialog).queryByRole('checkbox', { name: 'Олена Коваль' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Андрій Бойко' }));
    await user.click(within(dialog).getByRole('button', { name: 'Копіювати' }));
    expect(await within(dialog).findByText('Скопійовано: Андрій Бойко.')).toBeVisible();
    expect(within(dialog).getByText(/Залишено без змін .*Ірина Шевчук/)).toBeVisible();
    expect(calls).toEqual(['copy {"student_ids":[15]}']);
  });

  it('is locked while under review: "editing not available at the moment", no form', async () => {
    current = row(5, 14, 'Олена Коваль', 'in_review');
    renderEditor();
    expect(await screen.findByText(/Редагування зараз недоступне/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Зберегти чернетку' })).not.toBeInTheDocument();
  });

  it('is editable again once opened for editing, with the reviewer’s comment', async () => {
    current = { ...row(5, 14, 'Олена Коваль', 'need_edit'), review_comment: 'Додайте, що повторити.' };
    renderEditor();
    expect(await screen.findByText('Додайте, що повторити.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Зберегти чернетку' })).toBeEnabled();
  });

  it('keeps a half-written feedback when the tab closes, and restores it with a notice', async () => {
    const user = userEvent.setup();
    const first = renderEditor();
    await user.type(await screen.findByLabelText('Рекомендації'), 'Більше читати вголос.');
    first.unmount();
    renderEditor();
    expect(await screen.findByText(/Відновлено вашу незбережену чернетку від/)).toBeVisible();
    expect(screen.getByLabelText('Рекомендації')).toHaveValue('Більше читати вголос.');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await vi.waitFor(() => expect(calls).toEqual(['save']));
    expect(await screen.findByText('Чернетку збережено.')).toBeVisible();
    expect(screen.queryByText(/Відновлено вашу незбережену чернетку/)).not.toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('formDraft:'))).toEqual([]);
  });

  it('keeps what was typed through a failed token refresh: the page reloads, the draft comes back', async () => {
    const reload = vi.fn();
    configureHttp({ baseUrl: window.location.origin, reload });
    setToken('an-ended-session');
    server.use(...sessionEndsOn('put', '*/api/v1/feedback/:id'));
    const user = userEvent.setup();
    const page = renderEditor();
    await user.type(await screen.findByLabelText('Рекомендації'), 'Текст перед кінцем сесії.');
    await user.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(getToken()).toBeNull();
    page.unmount();
    server.resetHandlers();
    renderEditor();
    expect(await screen.findByLabelText('Рекомендації')).toHaveValue('Текст перед кінцем сесії.');
    expect(screen.getByText(/Відновлено вашу незбережену чернетку/)).toBeVisible();
  });
});
