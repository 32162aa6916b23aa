import { createMockServer } from '@cabinet/api/mock/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageTexts } from '../../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../../testing/mock-school';
import { CertificatesPage } from './CertificatesPage';

const server = startMockSchool(createMockServer());
beforeAll(async () => {
  await loadPageTexts('certificates');
  await loadPageTexts('apiErrors');
});

/** What the page saved: each file handed to the browser, with its name. */
const saved: { name: string; file: Blob }[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    saved.push({ name: '', file: file as Blob });
    return 'blob:certificate';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
});
afterEach(() => vi.restoreAllMocks());

const open = async (email: string) => {
  await signInAs(email);
  renderRoutes([{ path: '/', element: <CertificatesPage /> }]);
};

/** Downloads the certificate of a card and waits until the file is saved. */
async function download(card: HTMLElement) {
  const before = saved.length;
  await userEvent.click(within(card).getByRole('button', { name: /^Завантажити сертифікат: / }));
  // The first file waits for the school's PDF writer to load.
  await waitFor(() => expect(saved[before]?.name ?? '').toMatch(/\.pdf$/));
  const last = saved[before]!;
  expect(new TextDecoder().decode(new Uint8Array(await last.file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  return last.name;
}

describe('the certificates page', () => {
  it('shows a trainee the event’s and the video course’s certificates, each downloadable', async () => {
    await open('trainee@demo.school');
    const event = await screen.findByRole('article', { name: 'Уроки для молодших школярів' });
    expect(event).toHaveTextContent('Воркшоп');
    expect(event).toHaveTextContent('Mariia Tkachenko');
    const video = screen.getByRole('article', { name: 'Вимова: звуки, що плутають' });
    expect(video).toHaveTextContent('Відеокурс');
    expect(video).toHaveTextContent('25 %');
    expect(screen.queryByRole('heading', { name: 'Поки немає сертифікатів' })).toBeNull();
    expect(await download(event)).toMatch(/^event-certificate-\d+\.pdf$/);
    expect(await download(video)).toMatch(/^video-course-certificate-\d+\.pdf$/);
  });

  it('shows a student the course certificate and the finished video course, each downloadable', async () => {
    await open('student@demo.school');
    const course = await screen.findByRole('article', { name: 'Розмовний інтенсив' });
    expect(course).toHaveTextContent('Отримано');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
    expect(await download(course)).toBe('certificate-SPK-B2-02.pdf');
    const video = screen.getByRole('article', { name: 'Фразові дієслова щодня' });
    expect(await download(video)).toMatch(/^video-course-certificate-\d+\.pdf$/);
  });

  it('shows a company’s employee their corporate course certificate, downloadable', async () => {
    await open('corp.student@demo.school');
    const [card] = await screen.findAllByRole('article');
    expect(card).toHaveTextContent('Група CORP-GE-A2-52');
    expect(await download(card!)).toBe('certificate-CORP-GE-A2-52.pdf');
  });

  it('shows a company’s manager every employee’s certificates, each card named by the employee', async () => {
    await open('hr@demo.school');
    const cards = await screen.findAllByRole('article');
    expect(cards.length).toBeGreaterThan(1);
    // The employee heads each card, the course under the name.
    for (const card of cards) expect(card).toHaveTextContent(/ · Група CORP-GE-A2-52/);
    const names = cards.map((card) => within(card).getByRole('heading').textContent);
    expect(new Set(names).size).toBe(cards.length);
    const received = cards.filter((card) => within(card).queryByRole('button'));
    expect(received.length).toBeGreaterThan(0);
    expect(await download(received[0]!)).toBe('certificate-CORP-GE-A2-52.pdf');
  });

  it('shows a parent each child’s certificates under the child’s name, a child without any saying so', async () => {
    await open('parent@demo.school');
    const section = await screen.findByRole('region', { name: 'Максим Мельник' });
    expect(within(section).getByRole('article')).toHaveTextContent('Індивідуальні заняття IND-KIDS-A2-33');
    // A child without a certificate is there too, saying so.
    const sofiia = screen.getByRole('region', { name: 'Софія Мельник' });
    expect(within(sofiia).getByRole('heading', { level: 3, name: 'Сертифікатів поки немає' })).toBeVisible();
  });

  it('shows the empty state only when the school answers none', async () => {
    await open('pretest@demo.school');
    expect(await screen.findByRole('heading', { level: 2, name: 'Поки немає сертифікатів' })).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the school cannot answer and offers to try again', async () => {
    server.use(
      http.get('*/api/v1/held-certificates', () =>
        HttpResponse.json({ error: 'server_error', message: 'Down' }, { status: 500 }),
      ),
    );
    await open('trainee@demo.school');
    const alert = await screen.findByRole('alert', { name: 'Не вдалося відкрити сторінку' });
    expect(screen.queryByRole('heading', { name: 'Поки немає сертифікатів' })).toBeNull();
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(await screen.findByRole('article', { name: 'Уроки для молодших школярів' })).toBeVisible();
  });
});
