import { login } from '@cabinet/api/account';
import {
  getCourseFeedback,
  listCourseFeedback,
  saveCourseFeedback,
  sendCourseFeedback,
} from '@cabinet/api/feedback';
import { configureHttp, setToken } from '@cabinet/api/http';
import type { CourseFeedback, CourseFeedbackFields } from '@cabinet/api/model';
import { createMockServer } from '@cabinet/api/mock/node';
import { resetSchool } from '@cabinet/api/testing/seeded-school';
import { AppTheme } from '@cabinet/design-system/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { draftKeysOf } from '../../shared/drafts/draft-store';
import { CourseFeedbackWriting } from './CourseFeedbackWriting';
import { courseSendProblems, toCourseFormValues } from './course-feedback-rules';

// Journeys on the mock school: slower than a unit's default five seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(async () => {
  resetSchool();
  localStorage.clear();
  configureHttp({ baseUrl: window.location.origin, reload: () => undefined });
  await i18n.changeLanguage('uk');
  setToken(
    (await login({ email: 'teacher@demo.school', password: 'Demo1234', userAgent: 'test' }, { silent: true }))
      .token,
  );
});
afterAll(() => server.close());

/** The demo teacher's individual course of the demo student. */
const COURSE_ID = 31;

const feedbackOfCourse = async (): Promise<CourseFeedback> => {
  const [row] = (await listCourseFeedback(COURSE_ID)).data;
  if (!row) throw new Error('The seed keeps a course feedback for course 31');
  return row;
};

const complete: CourseFeedbackFields = {
  language: 'en',
  progress: 'From A2 to a confident B1.',
  recommendation: 'Keep reading in English every day.',
  future_course_recommendations: 'General English B2.',
  extended_comment: 'A hard-working student who always did the homework.',
  dos_comment: null,
};

function renderWriting() {
  const router = createMemoryRouter([{ path: '/', element: <CourseFeedbackWriting courseId={COURSE_ID} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <AppTheme>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppTheme>
    </I18nextProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const clearSeeded = async (feedback: CourseFeedback) => {
  await saveCourseFeedback(feedback.id, {
    language: null,
    progress: null,
    recommendation: null,
    future_course_recommendations: null,
    extended_comment: null,
    dos_comment: null,
  });
};

describe('the course feedback rules', () => {
  it('needs language, progress, recommendation, next courses and an extended comment of 20 characters', () => {
    const values = toCourseFormValues({
      ...complete,
      extended_comment: '  nineteen chars ok ',
      dos_comment: null,
    });
    expect(courseSendProblems(values)).toEqual([{ field: 'extended_comment', problem: 'tooShort' }]);
    expect(courseSendProblems({ ...values, extended_comment: 'x'.repeat(20) })).toEqual([]);
    expect(courseSendProblems({ ...values, language: '', progress: ' ' }).map((p) => p.field)).toEqual([
      'language',
      'progress',
      'extended_comment',
    ]);
  });
});

describe('CourseFeedbackWriting: the teacher writes an individual course’s feedback', () => {
  it('refuses to send an incomplete feedback: the refusal message and each empty field named, nothing sent', async () => {
    const feedback = await feedbackOfCourse();
    await clearSeeded(feedback);
    renderWriting();
    const form = await screen.findByRole('form', { name: /^Відгук про курс для/ });
    await userEvent.click(within(form).getByRole('button', { name: 'Надіслати менеджеру' }));
    expect(
      await screen.findByText('Заповніть усі поля, щоб надіслати менеджеру: деякі поля не заповнено.'),
    ).toBeVisible();
    expect(screen.getByText('Оберіть мову відгуку.')).toBeVisible();
    for (const name of ['Прогрес', 'Рекомендація', 'Рекомендовані наступні курси', 'Розгорнутий коментар'])
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining('Заповніть це поле.'));
    expect(field("Коментар для академічного директора (необов'язково)")).not.toHaveAccessibleDescription(
      expect.stringContaining('Заповніть це поле.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await getCourseFeedback(feedback.id)).data.status).not.toBe('sent');
  });

  it('refuses an extended comment under 20 characters once trimmed', async () => {
    const feedback = await feedbackOfCourse();
    await saveCourseFeedback(feedback.id, { ...complete, extended_comment: '   Good student.    ' });
    renderWriting();
    await screen.findByRole('form', { name: /^Відгук про курс для/ });
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати менеджеру' }));
    await waitFor(() =>
      expect(field('Розгорнутий коментар')).toHaveAccessibleDescription(
        expect.stringContaining('Поле має містити щонайменше 20 символів.'),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves a draft, then sends after the confirmation; the sent feedback is locked and shown as written', async () => {
    const feedback = await feedbackOfCourse();
    await clearSeeded(feedback);
    renderWriting();
    await screen.findByRole('form', { name: /^Відгук про курс для/ });
    await userEvent.click(screen.getByRole('radio', { name: 'англійська' }));
    await userEvent.type(field('Прогрес'), complete.progress as string);
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByText('Чернетку збережено.')).toBeVisible();
    const draft = (await getCourseFeedback(feedback.id)).data;
    expect(draft.status).toBe('feedback_in_progress');
    expect(draft.fields).toMatchObject({ language: 'en', progress: complete.progress, recommendation: null });

    await userEvent.type(field('Рекомендація'), complete.recommendation as string);
    await userEvent.type(
      field('Рекомендовані наступні курси'),
      complete.future_course_recommendations as string,
    );
    await userEvent.type(field('Розгорнутий коментар'), complete.extended_comment as string);
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати менеджеру' }));
    const dialog = await screen.findByRole('dialog', { name: 'Надіслати відгук про курс?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати' }));
    expect(
      await screen.findByText('Відгук надіслано менеджеру: редагування наразі недоступне.'),
    ).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText(complete.extended_comment as string)).toBeVisible();
    expect((await getCourseFeedback(feedback.id)).data.status).toBe('sent');
  });

  it('keeps what was typed and shows the translated message when the school refuses the save', async () => {
    const feedback = await feedbackOfCourse();
    await clearSeeded(feedback);
    renderWriting();
    await screen.findByRole('form', { name: /^Відгук про курс для/ });
    // Sent elsewhere meanwhile (another tab): the school locks it.
    await saveCourseFeedback(feedback.id, complete);
    await sendCourseFeedback(feedback.id);
    await userEvent.type(field('Прогрес'), 'Новий текст');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByText('Редагування зараз недоступне.')).toBeVisible();
    expect(field('Прогрес')).toHaveValue('Новий текст');
  });

  it('shows the school’s refusal under the field it names', async () => {
    const feedback = await feedbackOfCourse();
    await saveCourseFeedback(feedback.id, complete);
    server.use(
      http.post('*/api/v1/course-feedback/:id/send', () =>
        HttpResponse.json(
          {
            error: 'feedback_incomplete',
            message: 'Fill in all fields to send to the manager; some fields are not filled in.',
            field: 'recommendation',
          },
          { status: 422 },
        ),
      ),
    );
    renderWriting();
    await screen.findByRole('form', { name: /^Відгук про курс для/ });
    await userEvent.click(screen.getByRole('button', { name: 'Надіслати менеджеру' }));
    const dialog = await screen.findByRole('dialog', { name: 'Надіслати відгук про курс?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати' }));
    await waitFor(() =>
      expect(field('Рекомендація')).toHaveAccessibleDescription(
        expect.stringContaining('Заповніть усі поля, щоб надіслати менеджеру'),
      ),
    );
    expect(field('Рекомендація')).toHaveValue(complete.recommendation);
    server.resetHandlers();
  });

  it('keeps a half-written feedback on the device when the tab closes and restores it; saving to the school removes it', async () => {
    const feedback = await feedbackOfCourse();
    await clearSeeded(feedback);
    renderWriting();
    await screen.findByRole('form', { name: /^Відгук про курс для/ });
    await userEvent.click(screen.getByRole('radio', { name: 'англійська' }));
    await userEvent.type(field('Прогрес'), 'Половина думки');
    cleanup();
    expect(draftKeysOf('visitor')).toEqual([`formDraft:visitor:courseFeedback:${feedback.id}`]);

    renderWriting();
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від/)).toBeVisible();
    expect(field('Прогрес')).toHaveValue('Половина думки');
    expect(screen.getByRole('radio', { name: 'англійська' })).toBeChecked();
    // The school still holds its own saved draft: nothing was sent.
    expect((await getCourseFeedback(feedback.id)).data.fields.progress).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByText('Чернетку збережено.')).toBeVisible();
    expect(screen.queryByText(/Відновлено вашу незбережену чернетку/)).toBeNull();
    expect(draftKeysOf('visitor')).toEqual([]);
    expect((await getCourseFeedback(feedback.id)).data.fields).toMatchObject({
      language: 'en',
      progress: 'Половина думки',
    });
  });

  it('keeps the device draft when the save fails, and discarding it brings back the school’s saved draft', async () => {
    const feedback = await feedbackOfCourse();
    await saveCourseFeedback(feedback.id, complete);
    server.use(
      http.put('*/api/v1/course-feedback/:id', () =>
        HttpResponse.json({ error: 'server_error', message: 'Down.' }, { status: 500 }),
      ),
    );
    renderWriting();
    await screen.findByRole('form', { name: /^Відгук про курс для/ });
    await userEvent.clear(field('Прогрес'));
    await userEvent.type(field('Прогрес'), 'Інший текст');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByText('Щось пішло не так, спробуйте пізніше.')).toBeVisible();
    cleanup();
    server.resetHandlers();
    expect(draftKeysOf('visitor')).toHaveLength(1);

    renderWriting();
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від/)).toBeVisible();
    expect(field('Прогрес')).toHaveValue('Інший текст');
    await userEvent.click(screen.getByRole('button', { name: 'Відкинути чернетку' }));
    expect(field('Прогрес')).toHaveValue(complete.progress);
    expect(screen.queryByText(/Відновлено вашу незбережену чернетку/)).toBeNull();
    expect(draftKeysOf('visitor')).toEqual([]);
  });
});
