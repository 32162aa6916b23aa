import { getAssignment, listAssignments, publishAssignment } from '@cabinet/api/assignments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMockServer } from '@cabinet/api/mock/node';
import { createAssignmentBodyTitleMax } from '@cabinet/api/zod/assignments';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { draftKeysOf } from '../../shared/drafts/draft-store';
import { CreateAssignment, EditAssignment } from './EditAssignment';
import { authoringLinks } from './authoring-links';
import { signInAs, startMockSchool } from '../../testing/mock-school';
import { testViews } from './test-course-views';
import { renderPiece } from './test-kit';

const server = startMockSchool(createMockServer());
const links = authoringLinks(testViews.teacherGroup, 1);
/** The page the form moved to, once it shows (creating and publishing take several calls). */
const landed = (pattern: RegExp): Promise<HTMLElement> => screen.findByText(pattern, {}, { timeout: 20_000 });

const count = async (courseId = 1) => (await listAssignments(courseId)).data.length;

const renderCreate = (kind: 'task' | 'test', courseId = 1, moduleId = 1) =>
  renderPiece(
    <CreateAssignment
      courseId={courseId}
      moduleId={moduleId}
      kind={kind}
      links={authoringLinks(testViews.teacherGroup, courseId)}
    />,
  );

describe('AssignmentForm: a task', () => {
  it('refuses a task without a title with "Add title", in both languages, and sends nothing', async () => {
    await signInAs();
    const before = await count();
    renderCreate('task');
    await userEvent.click(await screen.findByRole('button', { name: 'Створити' }));
    expect(await screen.findByText('Додайте назву')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Назва' })).toHaveFocus();
    cleanup();

    await i18n.changeLanguage('en');
    renderCreate('task');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Add title')).toBeVisible();
    expect(await count()).toBe(before);
  });

  it('refuses a title longer than the contract allows, with the contract’s limit, and sends nothing', async () => {
    await signInAs();
    const before = await count();
    renderCreate('task');
    const title = await screen.findByRole('textbox', { name: 'Назва' });
    // Pasted at once: typing thousands of characters one by one is not what the check is about.
    fireEvent.change(title, { target: { value: 'а'.repeat(createAssignmentBodyTitleMax + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Створити' }));
    expect(await screen.findByText(`Щонайбільше ${createAssignmentBodyTitleMax} символів.`)).toBeVisible();
    expect(await count()).toBe(before);
  });

  it('checks the video link’s format before saving', async () => {
    await signInAs();
    const before = await count();
    renderCreate('task');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Назва' }), 'Reading');
    await userEvent.type(screen.getByRole('textbox', { name: /Посилання на відео/ }), 'youtube dot com');
    await userEvent.click(screen.getByRole('button', { name: 'Створити' }));
    expect(await screen.findByText('Неправильний формат посилання на відео.')).toBeVisible();
    expect(await count()).toBe(before);
  });

  it('saves a new task hidden from students until access is granted, then opens its page', async () => {
    await signInAs();
    renderCreate('task');
    expect(await screen.findByText(/прихованим від студентів, доки ви не надасте доступ/)).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: 'Назва' }), 'Мій тиждень');
    await userEvent.type(screen.getByRole('textbox', { name: /^Опис/ }), 'Напишіть 100 слів.');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Посилання на відео/ }),
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Створити' }));
    const moved = await screen.findByText(/^at \/teacher\/groups\/1\/assigned-tasks\/task\/\d+$/);
    const id = Number(moved.textContent?.split('/').pop());
    const saved = (await getAssignment(id)).data;
    expect(saved).toMatchObject({ title: 'Мій тиждень', published: false, kind: 'task', module_id: 1 });
    expect(saved.video_link).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('keeps what was typed when the school refuses, with its message under the named field', async () => {
    await signInAs();
    server.use(
      http.post('*/api/v1/courses/:courseId/assignments', () =>
        HttpResponse.json({ error: 'title_required', message: 'Add title', field: 'title' }, { status: 422 }),
      ),
    );
    renderCreate('task');
    const title = await screen.findByRole('textbox', { name: 'Назва' });
    await userEvent.type(title, '   x');
    await userEvent.click(screen.getByRole('button', { name: 'Створити' }));
    expect(await screen.findByText('Зміни не збережено: Додайте назву.')).toBeVisible();
    expect(title).toHaveValue('   x');
    expect(title).toHaveAccessibleDescription('Додайте назву.');
  });
});

describe('AssignmentForm: a test', () => {
  it('requires the description and the score', async () => {
    await signInAs();
    const before = await count();
    renderCreate('test');
    await userEvent.click(await screen.findByRole('button', { name: 'Створити' }));
    expect(await screen.findByText('Опис тесту обов’язковий')).toBeVisible();
    expect(screen.getByText('Бал обов’язковий')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /^Максимальний бал/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Створити' }));
    expect(await screen.findByText('Введіть ціле число від 1 до 1000.')).toBeVisible();
    expect(await count()).toBe(before);
  });

  it('creates a test with its settings, hidden; a second final test is refused with its message', async () => {
    await signInAs();
    renderCreate('test');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Опис/ }), 'Граматика модуля 1');
    await userEvent.type(screen.getByRole('textbox', { name: /^Максимальний бал/ }), '20');
    await userEvent.click(screen.getByRole('radio', { name: 'Прогрес-тест' }));
    await userEvent.click(screen.getByRole('radio', { name: 'На платформі' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Можливе перескладання' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /персональний варіант/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Створити' }));
    const moved = await landed(/^at \/teacher\/groups\/assigned-tasks\/test\/1\/\d+$/);
    const saved = (await getAssignment(Number(moved.textContent?.split('/').pop()))).data;
    expect(saved).toMatchObject({
      kind: 'test',
      test_type: 'progress_test',
      platform: 'on',
      max_score: 20,
      retake_allowed: true,
      personal_version: true,
      published: false,
    });
    cleanup();

    // Course 1 already has its final test.
    renderCreate('test');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Опис/ }), 'Фінал');
    await userEvent.type(screen.getByRole('textbox', { name: /^Максимальний бал/ }), '50');
    await userEvent.click(screen.getByRole('radio', { name: 'Фінальний тест' }));
    await userEvent.click(screen.getByRole('button', { name: 'Створити' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('У цьому курсі вже є фінальний тест.');
    expect(screen.getByRole('textbox', { name: /^Опис/ })).toHaveValue('Фінал');
  });
});

describe('AssignmentForm: the questions of a test on the platform', () => {
  it('writes a question with its options, asks for a correct one, and saves it', async () => {
    await signInAs();
    renderCreate('test');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Опис/ }), 'Граматика');
    await userEvent.type(screen.getByRole('textbox', { name: /^Максимальний бал/ }), '10');
    expect(screen.queryByRole('group', { name: 'Запитання' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'На платформі' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Додати запитання' }));
    const question = screen.getByRole('group', { name: 'Запитання 1' });
    await userEvent.type(within(question).getByRole('textbox', { name: 'Запитання' }), 'She ___ in Lviv.');
    await userEvent.type(
      within(question).getByRole('textbox', { name: 'Варіанти відповіді' }),
      'lives{Enter}has lived',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Створити' }));
    expect(await within(question).findByText('Оберіть щонайменше один правильний варіант.')).toBeVisible();
    await userEvent.click(within(question).getByRole('checkbox', { name: 'has lived' }));
    await userEvent.click(screen.getByRole('button', { name: 'Створити' }));
    const moved = await landed(/^at \/teacher\/groups\/assigned-tasks\/test\/1\/\d+$/);
    const saved = (await getAssignment(Number(moved.textContent?.split('/').pop()))).data;
    expect(saved.questions).toHaveLength(1);
    const [first] = saved.questions;
    expect(first!.options.map((o) => o.text)).toEqual(['lives', 'has lived']);
    expect(first!.correct_option_ids).toEqual([first!.options[1]!.id]);
  });
});

describe('AssignmentForm: editing', () => {
  it('says before saving that a published item’s change reaches only students who have not written it', async () => {
    await signInAs();
    const task = (await listAssignments(1)).data.find((a) => a.kind === 'task' && !a.published)!;
    await publishAssignment(task.id);
    const published = (await listAssignments(1)).data.find((a) => a.id === task.id)!;
    const reach = published.status_counts!.not_opened + published.status_counts!.not_written;
    renderPiece(<EditAssignment assignmentId={task.id} links={links} />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(`лише студенти, які ще не почали писати: зараз ${reach} студент`);
    const title = screen.getByRole('textbox', { name: 'Назва' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Нова назва');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти зміни' }));
    await screen.findByText(`at /teacher/groups/1/assigned-tasks/task/${task.id}`);
    await waitFor(async () => expect((await getAssignment(task.id)).data.title).toBe('Нова назва'));
  });

  it('has no such note while the item is hidden', async () => {
    await signInAs();
    const task = (await listAssignments(1)).data.find((a) => a.kind === 'task' && !a.published)!;
    renderPiece(<EditAssignment assignmentId={task.id} links={links} />);
    expect(await screen.findByRole('textbox', { name: 'Назва' })).toHaveValue(task.title);
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('AssignmentForm: a draft on the device', () => {
  const restored = /^Відновлено вашу незбережену чернетку від/;

  it('keeps a new task half-written when the tab closes, for its module only, and removes it once created', async () => {
    await signInAs();
    renderCreate('task');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Назва' }), 'Есе про подорож');
    await userEvent.type(screen.getByRole('textbox', { name: /^Опис/ }), 'Щонайменше 150 слів.');
    cleanup();
    expect(draftKeysOf('visitor')).toEqual(['formDraft:visitor:newAssignment:1:1:task']);

    // Another module's new task and a new test start empty.
    renderCreate('task', 1, 2);
    expect(await screen.findByRole('textbox', { name: 'Назва' })).toHaveValue('');
    expect(screen.queryByText(restored)).toBeNull();
    cleanup();
    renderCreate('test');
    expect(await screen.findByRole('textbox', { name: /^Опис/ })).toHaveValue('');
    cleanup();

    renderCreate('task');
    expect(await screen.findByText(restored)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Назва' })).toHaveValue('Есе про подорож');
    expect(screen.getByRole('textbox', { name: /^Опис/ })).toHaveValue('Щонайменше 150 слів.');
    await userEvent.click(screen.getByRole('button', { name: 'Створити' }));
    await screen.findByText(/^at \/teacher\/groups\/1\/assigned-tasks\/task\/\d+$/);
    expect(draftKeysOf('visitor')).toEqual([]);
  });

  it('keeps an edit when the tab closes; discarding it brings back the saved task', async () => {
    await signInAs();
    const task = (await listAssignments(1)).data.find((a) => a.kind === 'task' && !a.published)!;
    renderPiece(<EditAssignment assignmentId={task.id} links={links} />);
    const title = await screen.findByRole('textbox', { name: 'Назва' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Нова назва');
    cleanup();
    expect(draftKeysOf('visitor')).toEqual([`formDraft:visitor:assignment:${task.id}`]);

    renderPiece(<EditAssignment assignmentId={task.id} links={links} />);
    expect(await screen.findByText(restored)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Назва' })).toHaveValue('Нова назва');
    await userEvent.click(screen.getByRole('button', { name: 'Відкинути чернетку' }));
    expect(screen.getByRole('textbox', { name: 'Назва' })).toHaveValue(task.title);
    expect(screen.queryByText(restored)).toBeNull();
    expect(draftKeysOf('visitor')).toEqual([]);
    expect((await getAssignment(task.id)).data.title).toBe(task.title);
  });

  it('keeps the draft when the school refuses the save', async () => {
    await signInAs();
    const task = (await listAssignments(1)).data.find((a) => a.kind === 'task' && !a.published)!;
    server.use(
      http.patch('*/api/v1/assignments/:assignmentId', () =>
        HttpResponse.json({ error: 'server_error', message: 'Down.' }, { status: 500 }),
      ),
    );
    renderPiece(<EditAssignment assignmentId={task.id} links={links} />);
    const title = await screen.findByRole('textbox', { name: 'Назва' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Не загубити');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти зміни' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Зміни не збережено');
    cleanup();
    server.resetHandlers();

    renderPiece(<EditAssignment assignmentId={task.id} links={links} />);
    expect(await screen.findByRole('textbox', { name: 'Назва' })).toHaveValue('Не загубити');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти зміни' }));
    await screen.findByText(`at /teacher/groups/1/assigned-tasks/task/${task.id}`);
    expect(draftKeysOf('visitor')).toEqual([]);
    expect((await getAssignment(task.id)).data.title).toBe('Не загубити');
  });
});
