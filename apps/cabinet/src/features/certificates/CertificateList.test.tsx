import { configureHttp } from '@cabinet/api/http';
import type { Certificate } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { CertificateList } from './CertificateList';
import { CourseCertificate } from './CourseCertificate';

const course = { id: 2, name: 'SPK-B2-02', kind: 'group' as const };
const certificate = (change: Partial<Certificate>): Certificate => ({
  id: 1,
  type: 'attendance',
  status: 'received',
  reason: null,
  course: { ...course, program_name: 'Розмовний інтенсив', program_name_en: 'Speaking intensive' },
  student: { id: 1, name: 'Олена Коваль', name_en: 'Olena Koval' },
  attendance_percent: 92,
  final_grade: 'B',
  issued_at: '2026-11-01T19:30:00.000+02:00',
  comment: null,
  ...change,
});

const received = certificate({});
const refused = certificate({
  id: 2,
  type: 'no_certificate',
  status: 'no_certificate',
  reason: 'teacher_decision',
  course: {
    id: 5,
    name: 'GE-B1-05',
    kind: 'group',
    program_name: 'Загальна англійська',
    program_name_en: 'General English',
  },
  attendance_percent: 71,
  final_grade: 'F',
  issued_at: null,
  comment: 'Не склав підсумковий тест.',
});
const lowAttendance = certificate({
  id: 3,
  type: 'no_certificate',
  status: 'no_certificate',
  reason: 'insufficient_attendance',
  course: {
    id: 6,
    name: 'IND-6',
    kind: 'individual',
    program_name: 'Ділова англійська',
    program_name_en: 'Business English',
  },
  attendance_percent: 40,
  final_grade: null,
  issued_at: null,
});
const waiting = certificate({
  id: 4,
  type: 'completion',
  status: 'waiting',
  course: { id: 7, name: 'CAM-7', kind: 'group', program_name: 'Кембридж', program_name_en: 'Cambridge' },
  issued_at: null,
});

let rows: Certificate[] = [];
let fileAnswer: () => Response = () =>
  new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });
const asked: URL[] = [];
const server = setupServer(
  http.get('*/api/v1/certificates', ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json({ data: rows });
  }),
  http.get('*/api/v1/certificates/:id/file', () => fileAnswer()),
  http.get('*/api/v1/courses/:id', () =>
    HttpResponse.json({
      data: { status: 'in_progress', end_date: '2027-01-15', lessons_completed: 9, lessons_total: 24 },
    }),
  ),
);
// The mock answers at once, but a busy machine renders slowly: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  asked.length = 0;
  configureHttp({ baseUrl: window.location.origin });
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

const renderList = (props: Parameters<typeof CertificateList>[0]) =>
  renderWithApp(
    <AppTheme>
      <CertificateList {...props} />
    </AppTheme>,
  );

describe('CertificateList', () => {
  it('shows type, status, course, attendance, final grade and issue date, and downloads the file', async () => {
    rows = [received];
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderList({ headingLevel: 2 });
    const card = await screen.findByRole('article', { name: 'Розмовний інтенсив' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Розмовний інтенсив');
    expect(card).toHaveTextContent('Сертифікат про відвідування');
    expect(card).toHaveTextContent('Отримано');
    expect(card).toHaveTextContent('Група SPK-B2-02');
    expect(card).toHaveTextContent('92 %');
    expect(card).toHaveTextContent('B');
    expect(card).toHaveTextContent('1 листопада 2026');
    expect(asked[0]?.search).toBe('');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Завантажити сертифікат: Розмовний інтенсив' }),
    );
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(created.mock.calls[0]?.[0]).toBeInstanceOf(Blob);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('certificate-SPK-B2-02.pdf');
  });

  it('shows a refused download translated, next to the button', async () => {
    rows = [received];
    fileAnswer = () =>
      HttpResponse.json({ error: 'certificate_not_issued', message: 'not issued' }, { status: 409 });
    renderList({ headingLevel: 2 });
    const card = await screen.findByRole('article', { name: 'Розмовний інтенсив' });
    await userEvent.click(within(card).getByRole('button', { name: /^Завантажити сертифікат/ }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Не вдалося завантажити сертифікат. Сертифікат не видано',
    );
  });

  it("gives the reason of a certificate not issued: the teacher's decision with the comment, or attendance", async () => {
    rows = [refused, lowAttendance];
    renderList({ headingLevel: 3, studentId: 14 });
    const byTeacher = await screen.findByRole('article', { name: 'Загальна англійська' });
    expect(byTeacher).toHaveTextContent('Не видано за рішенням викладача');
    expect(byTeacher).toHaveTextContent('Коментар викладача:Не склав підсумковий тест.');
    expect(within(byTeacher).queryByRole('button')).not.toBeInTheDocument();
    const attendance = screen.getByRole('article', { name: 'Ділова англійська' });
    expect(attendance).toHaveTextContent('Не видано: відвідуваність нижча за 60%');
    expect(attendance).toHaveTextContent('40 %');
    expect(attendance).toHaveTextContent('немає результату');
    expect(attendance).toHaveTextContent('Індивідуальні заняття IND-6');
    expect(asked[0]?.searchParams.get('student_id')).toBe('14');
  });

  it('says a waiting certificate is not issued yet, with the recommended type, and offers no download', async () => {
    rows = [waiting];
    renderList({ headingLevel: 2 });
    const card = await screen.findByRole('article', { name: 'Кембридж' });
    expect(card).toHaveTextContent('Очікує');
    expect(card).toHaveTextContent(
      'викладач ще не видав сертифікати. Рекомендований тип — Сертифікат про завершення.',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the student when asked (a teacher’s list): the student heads the card, the course under it', async () => {
    rows = [received];
    renderList({ headingLevel: 2, showStudent: true });
    const card = await screen.findByRole('article', { name: 'Олена Коваль' });
    expect(card).toHaveTextContent('Розмовний інтенсив · Група SPK-B2-02');
    expect(
      within(card).getByRole('button', { name: 'Завантажити сертифікат: Розмовний інтенсив, Олена Коваль' }),
    ).toBeVisible();
  });

  it('shows the empty state', async () => {
    rows = [];
    renderList({ headingLevel: 2 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Поки немає сертифікатів' })).toBeVisible();
  });
});

describe('CourseCertificate (the certificate tab)', () => {
  it('shows the course’s certificate', async () => {
    rows = [received];
    renderWithApp(
      <AppTheme>
        <CourseCertificate courseId={2} studentId={14} />
      </AppTheme>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Розмовний інтенсив' })).toBeVisible();
    expect(asked[0]?.searchParams.get('course_id')).toBe('2');
    expect(asked[0]?.searchParams.get('student_id')).toBe('14');
  });

  it('says why there is none yet while the course is in progress', async () => {
    rows = [];
    renderWithApp(
      <AppTheme>
        <CourseCertificate courseId={31} />
      </AppTheme>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Сертифіката поки немає' })).toBeVisible();
    expect(screen.getByText(/Курс триває: пройдено 9 з 24 уроків.*15 січня 2027/)).toBeVisible();
    expect(screen.getByText(/понад 60 %/)).toBeVisible();
  });
});
