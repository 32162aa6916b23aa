import { createMockServer } from '@cabinet/api/mock/node';
import {
  createPaidPretestFeedback,
  getPaidPretest,
  savePaidPretestFeedback,
} from '@cabinet/api/paid-pretests';
import { configureHttp, getToken } from '@cabinet/api/http';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type PageNamespace, loadPageTexts } from '../../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../../testing/mock-school';
import { CheckTest } from './CheckTest';
import { FeedbackPage } from './FeedbackPage';
import { sessionEndsOn } from '../../../testing/session-end';

const server = startMockSchool(createMockServer());
const TEXTS: readonly PageNamespace[] = ['teacherPretests', 'paidPretests', 'placementTests'];
beforeAll(() => Promise.all(TEXTS.map((group) => loadPageTexts(group))));

/** The seed's paid test whose written parts are in and whose interview waits. */
const WAITING = 5;
const TEACHER = 'corp.teacher@demo.school';

async function beginWritingFeedback() {
  await signInAs(TEACHER);
  return (await createPaidPretestFeedback(WAITING, { part: 'writing', kind: 'base' })).data;
}

const renderFeedback = (feedbackId: number) =>
  renderRoutes([
    { path: '/', element: <FeedbackPage id={WAITING} part="writing" feedbackId={feedbackId} /> },
  ]);

/** The drafts kept on this device (the mock school clears the storage before each test). */
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('formDraft:'));
const comment = () => screen.findByRole('textbox', { name: 'Коментар' });

describe('the interview', () => {
  it('is marked missed only once confirmed; the result then waits for the writing feedback', async () => {
    await signInAs(TEACHER);
    const person = userEvent.setup();
    renderRoutes([{ path: '/', element: <CheckTest id={WAITING} section="speaking" /> }]);
    await person.click(await screen.findByRole('button', { name: 'Позначити співбесіду пропущеною' }));
    const dialog = await screen.findByRole('dialog', { name: 'Позначити співбесіду пропущеною?' });
    await person.click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await getPaidPretest(WAITING)).data.speaking.status).toBe('waiting');

    await person.click(screen.getByRole('button', { name: 'Позначити співбесіду пропущеною' }));
    await person.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Позначити пропущеною' }),
    );
    expect(
      await screen.findByText(/^Співбесіду пропущено: результат буде без рівня говоріння/),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Відгук на говоріння' })).toBeNull();
    expect((await getPaidPretest(WAITING)).data.status).toBe('missed');
  });
});

describe('the feedback form', () => {
  it('keeps what was typed when a save fails, and tells it once', async () => {
    const feedback = await beginWritingFeedback();
    server.use(
      http.put('*/api/v1/paid-pretests/:id/feedbacks/:feedbackId', () =>
        HttpResponse.json({ error: 'server_error', message: 'Down.' }, { status: 500 }),
      ),
    );
    const person = userEvent.setup();
    renderFeedback(feedback.id);
    await person.type(await screen.findByRole('textbox', { name: 'Коментар' }), 'Чітка структура тексту.');
    await person.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findAllByText('Щось пішло не так, спробуйте пізніше.')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Коментар' })).toHaveValue('Чітка структура тексту.');
    // The draft on the device stays too.
    cleanup();
    renderFeedback(feedback.id);
    expect(await comment()).toHaveValue('Чітка структура тексту.');
    expect(drafts()).toHaveLength(1);
  });

  it('keeps a half-written feedback when the page closes, and restores it with a notice', async () => {
    const feedback = await beginWritingFeedback();
    const person = userEvent.setup();
    renderFeedback(feedback.id);
    await person.type(await comment(), 'Добре побудовані абзаци, ');
    await person.click(screen.getByRole('radio', { name: 'B1' }));
    // The tab closes.
    cleanup();

    renderFeedback(feedback.id);
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від /)).toBeVisible();
    expect(await comment()).toHaveValue('Добре побудовані абзаци, ');
    expect(screen.getByRole('radio', { name: 'B1' })).toBeChecked();
    // Discarded: the school's version comes back and the device forgets it.
    await person.click(screen.getByRole('button', { name: 'Відкинути чернетку' }));
    expect(await comment()).toHaveValue('');
    expect(screen.queryByText(/Відновлено вашу незбережену чернетку/)).toBeNull();
    expect(drafts()).toEqual([]);
  });

  it('removes the draft once the school saves the feedback', async () => {
    const feedback = await beginWritingFeedback();
    const person = userEvent.setup();
    renderFeedback(feedback.id);
    await person.type(await comment(), 'Чітка структура тексту.');
    await waitFor(() => expect(drafts()).toHaveLength(1));
    await person.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByText('Чернетку збережено.')).toBeVisible();
    expect(drafts()).toEqual([]);
    cleanup();

    renderFeedback(feedback.id);
    expect(await comment()).toHaveValue('Чітка структура тексту.');
    expect(screen.queryByText(/Відновлено вашу незбережену чернетку/)).toBeNull();
    expect(drafts()).toEqual([]);
  });

  it('keeps what was typed through a failed token refresh: the page reloads, the draft comes back', async () => {
    const feedback = await beginWritingFeedback();
    const reload = vi.fn();
    configureHttp({ baseUrl: window.location.origin, reload });
    server.use(...sessionEndsOn('put', '*/api/v1/paid-pretests/:id/feedbacks/:feedbackId'));
    const person = userEvent.setup();
    renderFeedback(feedback.id);
    await person.type(await comment(), 'Текст перед кінцем сесії.');
    await person.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(getToken()).toBeNull();
    cleanup();

    server.resetHandlers();
    await signInAs(TEACHER);
    renderFeedback(feedback.id);
    expect(await comment()).toHaveValue('Текст перед кінцем сесії.');
    expect(screen.getByText(/^Відновлено вашу незбережену чернетку від /)).toBeVisible();
  });

  it('asks for a level and a 20-character comment before sending, and sends nothing until then', async () => {
    const feedback = await beginWritingFeedback();
    const person = userEvent.setup();
    renderFeedback(feedback.id);
    await person.type(await screen.findByRole('textbox', { name: 'Коментар' }), 'Коротко.');
    await person.click(screen.getByRole('button', { name: 'Надіслати' }));
    expect(
      await screen.findByText('Заповніть усі поля, щоб надіслати менеджеру: деякі поля не заповнено.'),
    ).toBeVisible();
    expect(screen.getByText('Оберіть рівень.')).toBeVisible();
    expect(screen.getByText('Поле має містити 20 символів або більше.')).toBeVisible();
    expect((await getPaidPretest(WAITING)).data.feedbacks[0]?.sent_at).toBeNull();
  });

  it('turns read-only with "editing not available at the moment" when the feedback was already sent', async () => {
    const feedback = await beginWritingFeedback();
    const person = userEvent.setup();
    renderFeedback(feedback.id);
    const comment = await screen.findByRole('textbox', { name: 'Коментар' });
    await savePaidPretestFeedback(WAITING, feedback.id, {
      level: 'B2',
      comment: 'Надіслано з іншої вкладки: добрий текст.',
      criteria: [],
      send: true,
    });
    await person.type(comment, 'Ще одна думка.');
    await person.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByText('Редагування зараз недоступне: цей відгук уже надіслано.')).toBeVisible();
    expect(await screen.findByText('Надіслано з іншої вкладки: добрий текст.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Зберегти чернетку' })).toBeNull();
    // What was typed can go nowhere now: no draft is left behind.
    expect(drafts()).toEqual([]);
  });
});
