import { configureHttp } from '@cabinet/api/http';
import type { ModuleFeedback } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { DosFeedbackReview } from './DosFeedbackReview';

const base: ModuleFeedback = {
  id: 9,
  course: { id: 1, name: 'GE-B1-01', kind: 'group', course_type: 'regular', company_name: null },
  module: { id: 7, number: 2, name: 'Модуль 2. Подорожі', name_en: 'Module 2. Travel' },
  student: { id: 14, name: 'Олена Коваль', name_en: 'Olena Koval' },
  teacher: { id: 6, name: 'Емілі Картер', name_en: 'Emily Carter' },
  status: 'need_review',
  fields: {
    topics_covered: 'Present Perfect.',
    homework: 'good',
    test_result: '17/20',
    test_comment: 'Strong on grammar.',
    performance: 'good',
    work_in_class: 'great',
    recommendations: 'Read more.',
    progress_comment: 'Speaks more confidently every week.',
    group_comment: 'A motivated group.',
    lexis: 'good',
    grammar: 'satisfactory',
    mark: 'good',
  },
  updated_at: null,
  sent_to: null,
  review_comment: null,
};

let current = base;
let refusal: { error: string; message: string } | null = null;
const reviews: unknown[] = [];
const server = setupServer(
  http.get('*/api/v1/feedback/:id', () => HttpResponse.json({ data: current })),
  http.post('*/api/v1/feedback/:id/review', async ({ request }) => {
    const body = (await request.json()) as { action: string; comment?: string };
    reviews.push(body);
    if (refusal) return HttpResponse.json(refusal, { status: 409 });
    current = { ...current, status: 'need_edit', review_comment: body.comment ?? null };
    return HttpResponse.json({ data: current });
  }),
);
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  current = base;
  refusal = null;
  reviews.length = 0;
  // A draft typed in one test would come back in the next.
  localStorage.clear();
  configureHttp({ baseUrl: window.location.origin });
});
afterAll(() => server.close());

const renderReview = () => {
  const router = createMemoryRouter([
    { path: '/', element: <DosFeedbackReview feedbackId={9} header={() => <h1>Перевірка</h1>} /> },
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

/** The drafts kept on this device. */
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('formDraft:'));

describe("DosFeedbackReview (the director of studies' review)", () => {
  it('takes to review and sends to the manager for a school group', async () => {
    renderReview();
    expect(await screen.findByRole('button', { name: 'Надіслати менеджеру' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Взяти на перевірку' })).toBeEnabled();
  });

  it('offers HR for a corporate group', async () => {
    current = { ...base, status: 'in_review', course: { ...base.course, company_name: 'Demo Corp' } };
    renderReview();
    expect(await screen.findByRole('button', { name: 'Надіслати HR' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Взяти на перевірку' })).not.toBeInTheDocument();
  });

  it('opens for editing only with a comment, and sends it', async () => {
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Відкрити для редагування' }));
    const form = screen.getByRole('form', { name: 'Відкрити для редагування' });
    await user.click(screen.getAllByRole('button', { name: 'Відкрити для редагування' }).at(-1)!);
    expect(await screen.findByText('Напишіть, що викладачу варто змінити.')).toBeVisible();
    expect(reviews).toEqual([]);
    await user.type(screen.getByLabelText('Коментар викладачу'), 'Додайте, що повторити.');
    await user.click(screen.getAllByRole('button', { name: 'Відкрити для редагування' }).at(-1)!);
    expect(await screen.findByText('Відгук відкрито для редагування.')).toBeVisible();
    expect(reviews).toEqual([{ action: 'open', comment: 'Додайте, що повторити.' }]);
    expect(form).not.toBeInTheDocument();
  });

  it('shows a refusal translated and keeps the comment', async () => {
    refusal = { error: 'transition_not_allowed', message: 'No.' };
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Відкрити для редагування' }));
    await user.type(screen.getByLabelText('Коментар викладачу'), 'Додайте, що повторити.');
    await user.click(screen.getAllByRole('button', { name: 'Відкрити для редагування' }).at(-1)!);
    expect(await screen.findByText('Ця дія недоступна в поточному статусі.')).toBeVisible();
    expect(screen.getByLabelText('Коментар викладачу')).toHaveValue('Додайте, що повторити.');
    // The draft on the device stays too.
    await waitFor(() => expect(drafts()).toHaveLength(1));
  });

  it('keeps a half-written comment when the tab closes, and opens its form again with a notice', async () => {
    const user = userEvent.setup();
    const first = renderReview();
    await user.click(await screen.findByRole('button', { name: 'Відкрити для редагування' }));
    await user.type(screen.getByLabelText('Коментар викладачу'), 'Додайте, що повторити.');
    first.unmount();

    renderReview();
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від /)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Відкрити для редагування' })).toBeVisible();
    expect(screen.getByLabelText('Коментар викладачу')).toHaveValue('Додайте, що повторити.');
    // Kept after the notice is closed; gone once the form is cancelled.
    await user.click(screen.getByRole('button', { name: 'Залишити чернетку' }));
    expect(screen.getByLabelText('Коментар викладачу')).toHaveValue('Додайте, що повторити.');
    await user.click(screen.getByRole('button', { name: 'Скасувати' }));
    expect(screen.queryByRole('form', { name: 'Відкрити для редагування' })).not.toBeInTheDocument();
    expect(drafts()).toEqual([]);
  });

  it('removes the draft once the feedback is opened for editing', async () => {
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Відкрити для редагування' }));
    await user.type(screen.getByLabelText('Коментар викладачу'), 'Додайте, що повторити.');
    await waitFor(() => expect(drafts()).toHaveLength(1));
    await user.click(screen.getAllByRole('button', { name: 'Відкрити для редагування' }).at(-1)!);
    expect(await screen.findByText('Відгук відкрито для редагування.')).toBeVisible();
    expect(drafts()).toEqual([]);
  });
});
