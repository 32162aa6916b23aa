import { configureHttp, setToken } from '@cabinet/api/http';
import type { Assignment, Work, WorkStatus } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { TaskPage } from './TaskPage';
import { readDraft } from '../../shared/drafts/draft-store';

const STUDENT = 7;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const assignment: Assignment = {
  id: 12,
  course_id: 1,
  module_id: 1,
  kind: 'task',
  title: 'Мої вихідні',
  title_en: 'My weekend',
  description: 'Напишіть 80–100 слів про свої вихідні.',
  files: [
    {
      id: 1,
      name: 'worksheet.pdf',
      size: 1000,
      mime_type: 'application/pdf',
      url: 'https://files.example.org/1',
    },
  ],
  student_files: [],
  video_link: 'https://www.youtube.com/watch?v=1',
  created_at: '2026-11-10T10:00:00.000+02:00',
  published: true,
  published_at: '2026-11-10T10:00:00.000+02:00',
  student_ids: null,
  test_type: null,
  platform: null,
  personal_version: null,
  retake_allowed: null,
  retake_of: null,
  max_score: null,
  deadline: '2026-12-25T23:59:00.000+02:00',
  lesson: null,
  questions: [],
  work: null,
  status_counts: null,
};

const EDITABLE: WorkStatus[] = ['not_opened', 'not_written', 'in_progress', 'need_edits'];
let work: Work;
let calls: string[];
let failSubmit: boolean;

const freshWork = (status: WorkStatus, text = ''): Work => ({
  assignment_id: 12,
  student: { id: STUDENT, name: 'Анна Шевчук', name_en: 'Anna Shevchuk' },
  kind: 'task',
  status,
  text,
  files: [],
  answers: [],
  questions: [],
  comments: [],
  score: null,
  max_score: null,
  percent: null,
  grade: null,
  passed: null,
  can_edit: EDITABLE.includes(status),
  opened_at: null,
  started_at: null,
  submitted_at: null,
  completed_at: null,
  updated_at: '2026-11-20T10:00:00.000+02:00',
});

const move = (status: WorkStatus, body?: { text: string }) => {
  work = { ...work, status, can_edit: EDITABLE.includes(status), ...(body ? { text: body.text } : {}) };
  return HttpResponse.json({ data: work });
};

const server = setupServer(
  http.get('*/api/v1/cabinet-user', () =>
    HttpResponse.json({
      data: {
        id: STUDENT,
        name: 'Анна Шевчук',
        nameEn: 'Anna Shevchuk',
        email: 'a@b.co',
        phone: null,
        avatar: null,
        spaces: ['student'],
        company_name: null,
      },
    }),
  ),
  http.get('*/api/v1/assignments/12', () => HttpResponse.json({ data: assignment })),
  http.get('*/api/v1/assignments/12/work/:studentId', () => HttpResponse.json({ data: work })),
  http.post('*/api/v1/assignments/12/work/:studentId/open', () => {
    calls.push('open');
    return move(work.status === 'not_opened' ? 'not_written' : work.status);
  }),
  http.put('*/api/v1/assignments/12/work/:studentId/draft', async ({ request }) => {
    calls.push('draft');
    return move('in_progress', (await request.json()) as { text: string });
  }),
  http.post('*/api/v1/assignments/12/work/:studentId/submit', async ({ request }) => {
    calls.push('submit');
    if (failSubmit) return HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 });
    return move('sent', (await request.json()) as { text: string });
  }),
  http.get('*/api/v1/courses/1/assignments', () => HttpResponse.json({ data: [] })),
  http.post('*/api/v1/files', () => {
    calls.push('upload');
    return HttpResponse.json(
      {
        data: [
          {
            id: 41,
            name: 'essay.pdf',
            size: 2048,
            mime_type: 'application/pdf',
            url: 'https://files.example.org/41',
          },
        ],
      },
      { status: 201 },
    );
  }),
);

vi.setConfig({ testTimeout: 20_000 });
// A busy machine renders slowly: wait longer than a second for what the school answers.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  localStorage.clear();
  setToken('a-session');
  configureHttp({ baseUrl: window.location.origin });
  work = freshWork('not_written');
  calls = [];
  failSubmit = false;
});
afterAll(() => server.close());

const renderTask = (props: { studentId?: number; readOnly?: boolean } = {}) => {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <TaskPage assignmentId={12} readOnly={props.readOnly ?? false} studentId={props.studentId} />
          <Link to="/elsewhere">Деінде</Link>
        </>
      ),
    },
    { path: '/elsewhere', element: <h1>Інша сторінка</h1> },
  ]);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AppTheme>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppTheme>
    </I18nextProvider>,
  );
  return { router, ...view };
};

/** Pastes the text into the answer, as a long answer would come (typing it key by key is slow). */
async function write(person: ReturnType<typeof userEvent.setup>, text: string) {
  await person.click(await answerBox());
  await person.paste(text);
}

const answerBox = () => screen.findByRole('textbox', { name: 'Ваша відповідь' });
const kept = () =>
  readDraft<{ text: string; files: { id: number }[] }>({
    owner: 'visitor',
    form: 'taskAnswer',
    record: `12:${STUDENT}`,
  })?.values ?? null;

describe('TaskPage: the student’s answer', () => {
  it('shows the task and opens a work not opened yet', async () => {
    work = freshWork('not_opened');
    renderTask();
    expect(await screen.findByRole('heading', { level: 2, name: 'Мої вихідні' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Завантажити worksheet.pdf' })).toHaveAttribute(
      'href',
      'https://files.example.org/1',
    );
    await waitFor(() => expect(calls).toEqual(['open']));
    expect(await answerBox()).toBeEnabled();
  });

  it('keeps what is typed on the device and offers it back after a reload, to keep or discard', async () => {
    const person = userEvent.setup();
    const first = renderTask();
    await person.type(await answerBox(), 'Чернетка відповіді');
    await waitFor(() => expect(kept()).toMatchObject({ text: 'Чернетка відповіді' }));
    first.unmount();

    renderTask();
    expect(await answerBox()).toHaveValue('Чернетка відповіді');
    expect(screen.getByText(/Відновлено вашу незбережену чернетку від/)).toBeVisible();
    await person.click(screen.getByRole('button', { name: 'Відкинути чернетку' }));
    expect(await answerBox()).toHaveValue('');
    await waitFor(() => expect(kept()).toBeNull());
  });

  it('saves a draft at the school, then forgets the copy on the device', async () => {
    const person = userEvent.setup();
    renderTask();
    await person.type(await answerBox(), 'Мій текст');
    await person.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    expect(await screen.findByText('Чернетку збережено.')).toBeVisible();
    expect(calls).toContain('draft');
    await waitFor(() => expect(kept()).toBeNull());
  });

  it('uploads chosen files at once and saves them with the draft; refuses a file over its size limit', async () => {
    const person = userEvent.setup();
    let sent: unknown = null;
    server.use(
      http.put('*/api/v1/assignments/12/work/:studentId/draft', async ({ request }) => {
        sent = await request.json();
        return move('in_progress', sent as { text: string });
      }),
    );
    const { container } = renderTask();
    await answerBox();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the file input');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 60 * 1024 * 1024 });
    await person.upload(input, [new File(['%PDF'], 'essay.pdf', { type: 'application/pdf' }), big]);
    expect(await screen.findByText(/«scan\.pdf» не додано: файл завеликий/)).toBeVisible();
    expect(await screen.findByText('Додано 1 файл.')).toBeInTheDocument();
    expect(calls).toEqual(['upload']);
    await waitFor(() => expect(kept()).toMatchObject({ files: [{ id: 41 }] }));
    await person.click(screen.getByRole('button', { name: 'Зберегти чернетку' }));
    await waitFor(() => expect(sent).toEqual({ text: '', file_ids: [41] }));
  });

  it('refuses to submit too little text without calling the school', async () => {
    const person = userEvent.setup();
    renderTask();
    await write(person, words(5));
    await person.click(screen.getByRole('button', { name: 'Надіслати на перевірку' }));
    expect(
      await screen.findByText(
        /Недостатньо тексту для оцінювання: напишіть щонайменше 20 слів або додайте файл/,
      ),
    ).toBeVisible();
    expect(await answerBox()).toHaveFocus();
    expect(calls).not.toContain('submit');
  });

  it('submits for review after a confirmation: the work is locked', async () => {
    const person = userEvent.setup();
    renderTask();
    await write(person, words(25));
    await person.click(screen.getByRole('button', { name: 'Надіслати на перевірку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Надіслати на перевірку?' });
    await person.click(within(dialog).getByRole('button', { name: 'Надіслати' }));
    expect(
      await screen.findByText('Надіслано на перевірку: відповідь більше не можна змінити.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Ваша відповідь' })).toBeNull();
    expect(screen.getByText(words(25))).toBeVisible();
    expect(kept()).toBeNull();
  });

  it('keeps the text after a failed submit and says why, translated', async () => {
    const person = userEvent.setup();
    failSubmit = true;
    renderTask();
    await write(person, words(25));
    await person.click(screen.getByRole('button', { name: 'Надіслати на перевірку' }));
    await person.click(await screen.findByRole('button', { name: 'Надіслати' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Щось пішло не так');
    expect(await answerBox()).toHaveValue(words(25));
    await waitFor(() => expect(kept()).toMatchObject({ text: words(25) }));
  });

  it('asks before leaving unsaved changes', async () => {
    const person = userEvent.setup();
    const { router } = renderTask();
    await person.type(await answerBox(), 'Незбережене');
    await person.click(screen.getByRole('link', { name: 'Деінде' }));
    await person.click(await screen.findByRole('button', { name: 'Продовжити редагування' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await answerBox()).toHaveValue('Незбережене');
  });

  it('returned for edits: shows the teacher’s comment and the answer to correct', async () => {
    work = {
      ...freshWork('need_edits', 'Старий текст'),
      comments: [
        {
          id: 1,
          author: { id: 2, name: 'Олена Коваль', name_en: 'Olena Koval' },
          text: 'Перевірте форми дієслів.',
          created_at: '2026-11-20T12:00:00.000+02:00',
        },
      ],
    };
    renderTask();
    expect(await screen.findByText('Перевірте форми дієслів.')).toBeVisible();
    expect(screen.getByText(/Викладач повернув роботу на доопрацювання/)).toBeVisible();
    expect(await answerBox()).toHaveValue('Старий текст');
  });
});

describe('TaskPage for a parent (read-only)', () => {
  it('shows the child’s answer without any action', async () => {
    work = freshWork('in_progress', 'Текст дитини');
    renderTask({ studentId: STUDENT, readOnly: true });
    expect(await screen.findByText('Текст дитини')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Відповідь учня' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Надіслати на перевірку' })).toBeNull();
    expect(calls).toEqual([]);
  });
});
