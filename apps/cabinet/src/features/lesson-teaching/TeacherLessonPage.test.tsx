import { listCourses } from '@cabinet/api/courses';
import { createMockServer } from '@cabinet/api/mock/node';
import { getLesson } from '@cabinet/api/lessons';
import { listSubstitutions } from '@cabinet/api/substitutions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testViews } from '../assignment-authoring/test-course-views';
import type { LessonTab } from '../../shared/course-view';
import { lessonHref } from '../../shared/course-view-hrefs';
import { paths } from '../../shared/paths';
import { TeacherLessonPage } from './TeacherLessonPage';
import { draftKeysOf } from '../../shared/drafts/draft-store';
import { signInAs, startMockSchool } from '../../testing/mock-school';
import { lessonsOf, renderRouted, setClock } from '../../testing/lessons';

// Whole journeys on the mock school: slower than a unit's default five seconds on a busy machine.
const server = startMockSchool(createMockServer());
afterEach(() => vi.useRealTimers());
/** GE-B1-01: the demo teacher's online group in progress; KIDS-A1-03 meets offline. */
const GROUP = 1;
const OFFLINE_GROUP = 3;

const firstUpcoming = async (courseId = GROUP) => {
  const lesson = (await lessonsOf(courseId)).find((item) => item.status === 'upcoming');
  if (!lesson) throw new Error('The seed keeps upcoming lessons');
  return lesson;
};

const open = (lessonId: number, tab?: LessonTab, courseId = GROUP) =>
  renderRouted(
    <TeacherLessonPage
      view={testViews.teacherGroup}
      courseId={courseId}
      lessonId={lessonId}
      tab={tab ?? 'lesson-summary'}
    />,
    lessonHref(testViews.teacherGroup, courseId, { id: lessonId, type: 'lesson' }, tab),
    paths.teacher.groupCourse.lesson.path,
  );

describe('TeacherLessonPage: the lesson summary', () => {
  it('shows the lesson in the course frame with its sections as links, the summary marked', async () => {
    await signInAs();
    const lesson = await firstUpcoming();
    open(lesson.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'GE-B1-01' })).toBeVisible();
    const sections = screen.getByRole('navigation', { name: 'Розділи уроку' });
    expect(within(sections).getByRole('link', { name: 'Нотатки' })).toHaveAttribute(
      'href',
      lessonHref(testViews.teacherGroup, GROUP, lesson, 'notes'),
    );
    expect(within(sections).getByRole('link', { current: 'page' })).toHaveTextContent('Підсумок заняття');
    expect(screen.getByRole('heading', { level: 2, name: 'Про урок' })).toBeVisible();
    expect(screen.getByText('Онлайн, у Zoom')).toBeVisible();
  });

  it('marks attendance: refuses an empty save, then saves everyone present but one', async () => {
    await signInAs();
    const person = userEvent.setup();
    const lesson = await firstUpcoming();
    open(lesson.id);
    const section = (await screen.findByRole('heading', { level: 2, name: 'Відвідуваність' })).closest(
      'section',
    );
    if (!section) throw new Error('the attendance section');
    const panel = within(section);
    expect(panel.getAllByText('Ще не позначено').length).toBeGreaterThan(0);
    await person.click(panel.getByRole('button', { name: 'Зберегти відвідуваність' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Позначте хоча б одного студента');

    await person.click(panel.getByRole('button', { name: 'Позначити всіх присутніми' }));
    const groups = panel.getAllByRole('radiogroup');
    await person.click(within(groups[1]!).getByRole('radio', { name: 'Відсутній' }));
    await person.click(panel.getByRole('button', { name: 'Зберегти відвідуваність' }));
    expect(await panel.findByText('Відвідуваність збережено.')).toBeVisible();
    const saved = (await getLesson(lesson.id)).data.attendance ?? [];
    expect(saved.map((row) => row.present)).toEqual(saved.map((_, index) => index !== 1));
  });

  it('saves the lesson information with files, at most 10, and keeps the text when the school refuses', async () => {
    await signInAs();
    const person = userEvent.setup();
    const lesson = await firstUpcoming();
    open(lesson.id);
    const classwork = await screen.findByRole('textbox', { name: 'Класна робота' });
    await person.clear(classwork);
    await person.type(classwork, 'Ex. 1-5 p. 40');
    const recording = screen.getByRole('textbox', { name: 'Посилання на запис' });
    await person.type(recording, 'not a link');
    await person.click(screen.getByRole('button', { name: 'Зберегти інформацію' }));
    expect(await screen.findByText('Введіть вебадресу, що починається з https://.')).toBeVisible();
    await person.clear(recording);
    await person.type(recording, 'https://video.school.mock/recordings/99');

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the file input');
    const before = (await getLesson(lesson.id)).data.files.length;
    const chosen = Array.from(
      { length: 11 },
      (_, i) => new File(['%PDF'], `sheet-${i + 1}.pdf`, { type: 'application/pdf' }),
    );
    await person.upload(input, chosen);
    expect(await screen.findByText(/можна додати щонайбільше 10 файлів/)).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Видалити/ })).toHaveLength(10));

    // The school refuses (another tab filled the lesson meanwhile): the message sits under the files, nothing typed is lost.
    server.use(
      http.patch('*/api/v1/lessons/:lessonId', () =>
        HttpResponse.json(
          { error: 'too_many_files', message: 'At most 10 files can be attached.' },
          { status: 422 },
        ),
      ),
    );
    await person.click(screen.getByRole('button', { name: 'Зберегти інформацію' }));
    expect(
      await screen.findByText('До уроку можна додати не більше 10 файлів.', { selector: '[role="alert"]' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Класна робота' })).toHaveValue('Ex. 1-5 p. 40');

    server.resetHandlers();
    await person.click(screen.getByRole('button', { name: 'Зберегти інформацію' }));
    expect(await screen.findByText('Інформацію про урок збережено.')).toBeVisible();
    const saved = (await getLesson(lesson.id)).data;
    expect(saved.classwork).toBe('Ex. 1-5 p. 40');
    expect(saved.recording_url).toBe('https://video.school.mock/recordings/99');
    expect(saved.files).toHaveLength(10);
    expect(before).toBeLessThanOrEqual(10);
  });
});

describe('TeacherLessonPage: mark as completed', () => {
  it('is refused before the lesson starts, and says why', async () => {
    await signInAs();
    const lesson = await firstUpcoming();
    open(lesson.id);
    expect(
      await screen.findByText('Урок ще не почався: позначити його проведеним можна після початку.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Позначити проведеним' })).toBeDisabled();
  });

  it('completes a lesson in progress after a confirmation; a refusal of the school shows in the dialog', async () => {
    await signInAs();
    const person = userEvent.setup();
    const lesson = await firstUpcoming();
    setClock(lesson.starts_at, 10);
    open(lesson.id);
    await person.click(await screen.findByRole('button', { name: 'Позначити проведеним' }));
    server.use(
      http.post(
        '*/api/v1/lessons/:lessonId/complete',
        () => HttpResponse.json({ error: 'transition_not_allowed', message: 'No.' }, { status: 409 }),
        { once: true },
      ),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Позначити урок проведеним?' });
    await person.click(within(dialog).getByRole('button', { name: 'Позначити проведеним' }));
    expect(await within(dialog).findByText('Ця дія недоступна в поточному статусі.')).toBeVisible();
    await person.click(within(dialog).getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await person.click(screen.getByRole('button', { name: 'Позначити проведеним' }));
    dialog = await screen.findByRole('dialog', { name: 'Позначити урок проведеним?' });
    await person.click(within(dialog).getByRole('button', { name: 'Позначити проведеним' }));
    expect(await screen.findByText('Урок проведено.')).toBeVisible();
    // The dialog's own button leaves with its closing transition.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Позначити проведеним' })).toBeNull());
    expect((await getLesson(lesson.id)).data.status).toBe('completed');
  });
});

describe('TeacherLessonPage: notes, Zoom, substitution', () => {
  it('keeps the notes on a failed save, saves them after, and asks before leaving unsaved notes', async () => {
    await signInAs();
    const person = userEvent.setup();
    const lesson = await firstUpcoming();
    const router = open(lesson.id, 'notes');
    const notes = await screen.findByRole('textbox', { name: 'Нотатки' });
    await person.clear(notes);
    await person.type(notes, 'Revise the past simple.');
    server.use(
      http.patch('*/api/v1/lessons/:lessonId', () =>
        HttpResponse.json({ error: 'server_error', message: 'Down.' }, { status: 500 }),
      ),
    );
    await person.click(screen.getByRole('button', { name: 'Зберегти нотатки' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Нотатки не збережено; ваш текст залишився.');
    expect(notes).toHaveValue('Revise the past simple.');

    void router.navigate('/elsewhere');
    const leave = await screen.findByRole('dialog', { name: 'Вийти без збереження?' });
    await person.click(within(leave).getByRole('button', { name: 'Продовжити редагування' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notes).toHaveValue('Revise the past simple.');

    server.resetHandlers();
    await person.click(screen.getByRole('button', { name: 'Зберегти нотатки' }));
    expect(await screen.findByText('Нотатки збережено.')).toBeVisible();
    expect((await getLesson(lesson.id)).data.notes).toBe('Revise the past simple.');
  });

  it('shows the Zoom link, meeting ID and passcode, or the room of an offline group', async () => {
    await signInAs();
    const lesson = await firstUpcoming();
    open(lesson.id, 'zoom-info');
    expect(await screen.findByRole('link', { name: /Відкрити зустріч у Zoom/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Посилання Zoom',
      'Ідентифікатор зустрічі',
      'Код доступу',
    ]);
    expect(screen.getByRole('button', { name: 'Копіювати Код доступу' })).toBeVisible();
  });

  it('shows the room of an offline group instead of Zoom', async () => {
    await signInAs();
    const lesson = await firstUpcoming(OFFLINE_GROUP);
    open(lesson.id, 'zoom-info', OFFLINE_GROUP);
    expect(await screen.findByText(/Група займається офлайн, в аудиторії/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Відкрити зустріч/ })).toBeNull();
  });

  it('requests a substitute for an upcoming lesson, then cancels the request', async () => {
    await signInAs();
    const person = userEvent.setup();
    const asked = new Set((await listSubstitutions({ per_page: 100 })).data.map((r) => r.lesson_id));
    const lesson = (await lessonsOf(OFFLINE_GROUP)).find(
      (item) => item.status === 'upcoming' && !asked.has(item.id),
    );
    if (!lesson) throw new Error('The seed keeps an upcoming lesson without a request');
    open(lesson.id, 'substitution', OFFLINE_GROUP);
    expect(await screen.findByText('На цей урок заміну не запитували.')).toBeVisible();
    await person.click(screen.getByRole('button', { name: 'Запросити заміну' }));
    const dialog = await screen.findByRole('dialog', { name: 'Запит на заміну' });
    await person.click(within(dialog).getByRole('radio', { name: 'Хвороба' }));
    await person.click(within(dialog).getByRole('button', { name: 'Надіслати запит' }));
    expect(
      await screen.findByText('Запит надіслано викладачам, вільним у цей час.', {
        selector: '.MuiAlert-message',
      }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('На цей урок уже є запит.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Запросити заміну' })).toBeDisabled();

    await person.click(screen.getByRole('button', { name: 'Скасувати запит' }));
    const confirm = await screen.findByRole('dialog', { name: 'Скасувати ваш запит?' });
    await person.click(within(confirm).getByRole('button', { name: 'Скасувати запит' }));
    expect(await screen.findByText('Ваш запит скасовано.')).toBeVisible();
  });
});

/** The individual lesson another teacher handed to the demo teacher (approved), and its course. */
async function heldLesson() {
  const list = await listSubstitutions({ kind: 'individual', per_page: 100 });
  const held = list.data.find(
    (item) => item.side === 'offered' && item.decision === 'accepted' && item.status !== 'canceled',
  );
  if (!held?.course_id || !held.lesson_id) throw new Error('The seed hands the teacher an individual lesson');
  return { courseId: held.course_id, lessonId: held.lesson_id };
}

const openAsSubstitute = (courseId: number, lessonId: number) =>
  renderRouted(
    <TeacherLessonPage
      view={testViews.substitutedIndividual}
      courseId={courseId}
      lessonId={lessonId}
      tab="lesson-summary"
    />,
    `/substitution-teacher/individuals/${courseId}/schedule/${lessonId}`,
    '/substitution-teacher/individuals/:id/schedule/:lessonId/:tab?',
  );

describe('TeacherLessonPage: a substitute fills in the lesson they hold and reads the others', () => {
  it('offers attendance, information and completion on the lesson handed to them', async () => {
    await signInAs();
    const { courseId, lessonId } = await heldLesson();
    openAsSubstitute(courseId, lessonId);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Відвідуваність' });
    const section = within(heading.closest('section') as HTMLElement);
    expect(section.getByRole('button', { name: /Зберегти/ })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Інформація про урок' })).toBeVisible();
    expect(screen.queryByText(/цей урок можна переглядати, але змінює його лише викладач курсу/)).toBeNull();
  });

  it('shows another lesson of the course as text, with no save or complete button', async () => {
    await signInAs();
    const { courseId, lessonId } = await heldLesson();
    const other = (await lessonsOf(courseId)).find((item) => item.id !== lessonId);
    if (!other) throw new Error('The course has other lessons');
    openAsSubstitute(courseId, other.id);
    expect(
      await screen.findByText(/цей урок можна переглядати, але змінює його лише викладач курсу/),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Відвідуваність' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Зберегти/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Позначити проведеним' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Zoom' })).toBeNull();
  });
});

/** A company group's trial lesson, held and waiting for its teacher's outcome (the corporate teacher's). */
async function openTrial() {
  for (const group of (await listCourses({ kind: 'group', per_page: 100 })).data) {
    const trial = (await lessonsOf(group.id)).find(
      (lesson) => lesson.type === 'trial' && lesson.status === 'incomplete',
    );
    if (trial) return { courseId: group.id, lessonId: trial.id };
  }
  throw new Error('The seed keeps a company group with a trial lesson to sum up');
}

describe('TeacherLessonPage: drafts kept on the device', () => {
  const restored = /^Відновлено вашу незбережену чернетку від/;

  it('restores the lesson information typed before the tab closed, and removes the draft once saved', async () => {
    await signInAs();
    const person = userEvent.setup();
    const lesson = await firstUpcoming();
    open(lesson.id);
    const homework = await screen.findByRole('textbox', { name: 'Домашнє завдання' });
    await person.clear(homework);
    await person.type(homework, 'Впр. 3 на с. 41');
    cleanup();
    expect(draftKeysOf('visitor')).toEqual([`formDraft:visitor:lessonInfo:${lesson.id}`]);

    open(lesson.id);
    expect(await screen.findByText(restored)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Домашнє завдання' })).toHaveValue('Впр. 3 на с. 41');
    await person.click(screen.getByRole('button', { name: 'Зберегти інформацію' }));
    expect(await screen.findByText('Інформацію про урок збережено.')).toBeVisible();
    expect(screen.queryByText(restored)).toBeNull();
    expect(draftKeysOf('visitor')).toEqual([]);
    expect((await getLesson(lesson.id)).data.homework).toBe('Впр. 3 на с. 41');
  });

  it('restores unsaved notes as unsaved, and discarding them brings back the saved notes', async () => {
    await signInAs();
    const person = userEvent.setup();
    const lesson = await firstUpcoming();
    const saved = (await getLesson(lesson.id)).data.notes ?? '';
    open(lesson.id, 'notes');
    const notes = await screen.findByRole('textbox', { name: 'Нотатки' });
    await person.clear(notes);
    await person.type(notes, 'Повторити Present Perfect.');
    cleanup();
    expect(draftKeysOf('visitor')).toEqual([`formDraft:visitor:lessonNotes:${lesson.id}`]);

    open(lesson.id, 'notes');
    expect(await screen.findByText(restored)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Нотатки' })).toHaveValue('Повторити Present Perfect.');
    expect(screen.getByText('Є незбережені зміни')).toBeVisible();
    await person.click(screen.getByRole('button', { name: 'Відкинути чернетку' }));
    expect(screen.getByRole('textbox', { name: 'Нотатки' })).toHaveValue(saved);
    expect(screen.queryByText('Є незбережені зміни')).toBeNull();
    expect(draftKeysOf('visitor')).toEqual([]);
  });

  it('restores a trial lesson’s outcome, the level and the comment, and removes the draft once saved', async () => {
    await signInAs('corp.teacher@demo.school');
    const person = userEvent.setup();
    const { courseId, lessonId } = await openTrial();
    const openOutcome = () =>
      renderRouted(
        <TeacherLessonPage
          view={testViews.corporateGroup}
          courseId={courseId}
          lessonId={lessonId}
          tab="lesson-summary"
          trial
        />,
        lessonHref(testViews.corporateGroup, courseId, { id: lessonId, type: 'trial' }),
        paths.corporateTeacher.groupCourse.trialLesson.path,
      );
    openOutcome();
    const outcome = await screen.findByRole('region', { name: 'Підсумок пробного заняття' });
    await person.click(within(outcome).getByRole('radio', { name: 'B2' }));
    await person.type(
      within(outcome).getByRole('textbox', { name: 'Коментар для компанії' }),
      'Говорять впевнено, часи потребують практики.',
    );
    cleanup();
    expect(draftKeysOf('visitor')).toEqual([`formDraft:visitor:trialOutcome:${lessonId}`]);

    openOutcome();
    const again = await screen.findByRole('region', { name: 'Підсумок пробного заняття' });
    expect(await within(again).findByText(restored)).toBeVisible();
    expect(within(again).getByRole('radio', { name: 'B2' })).toBeChecked();
    expect(within(again).getByRole('textbox', { name: 'Коментар для компанії' })).toHaveValue(
      'Говорять впевнено, часи потребують практики.',
    );
    await person.click(within(again).getByRole('button', { name: 'Зберегти підсумок' }));
    expect(await within(again).findByText('Підсумок збережено.')).toBeVisible();
    expect(draftKeysOf('visitor')).toEqual([]);
    expect((await getLesson(lessonId)).data.trial_outcome).toMatchObject({
      level: 'B2',
      comment: 'Говорять впевнено, часи потребують практики.',
    });
  });
});
