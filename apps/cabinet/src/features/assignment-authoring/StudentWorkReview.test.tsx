import { createAssignment, getWork, openWork, publishAssignment, submitWork } from '@cabinet/api/assignments';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMockServer } from '@cabinet/api/mock/node';
import { describe, expect, it } from 'vitest';
import { StudentWorkReview } from './StudentWorkReview';
import { draftKeysOf } from '../../shared/drafts/draft-store';
import { signInAs, startMockSchool } from '../../testing/mock-school';
import { renderPiece } from './test-kit';

const server = startMockSchool(createMockServer());
const STUDENT = 1;
const words = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');

/** A published task of group 1 the demo student has submitted, or only opened. */
async function taskOfStudent(submit: boolean): Promise<number> {
  await signInAs();
  const task = (await createAssignment(1, { kind: 'task', module_id: 1, title: 'Есе' })).data;
  await publishAssignment(task.id);
  await signInAs('student@demo.school');
  await openWork(task.id, STUDENT);
  if (submit) await submitWork(task.id, STUDENT, { text: words, file_ids: [] });
  await signInAs();
  return task.id;
}

const renderWork = (assignmentId: number) =>
  renderPiece(
    <StudentWorkReview assignmentId={assignmentId} studentId={STUDENT} courseId={1} backHref="/back" />,
  );

const statusOf = () => screen.getByText('Статус').nextElementSibling;

describe('StudentWorkReview: the teacher’s decision on a student’s work', () => {
  it('takes a sent task to review, returns it with a comment (required), and shows the thread', async () => {
    const id = await taskOfStudent(true);
    renderWork(id);
    expect(await screen.findByText(words)).toBeVisible();
    expect(statusOf()).toHaveTextContent('Надіслано');
    await userEvent.click(screen.getByRole('button', { name: 'Взяти на перевірку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Взяти роботу на перевірку?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Взяти на перевірку' }));
    await waitFor(() => expect(statusOf()).toHaveTextContent('Потребує перевірки'));

    await userEvent.click(screen.getByRole('button', { name: 'Повернути на доопрацювання' }));
    expect(await screen.findByText('Напишіть, що студентові варто змінити.')).toBeVisible();
    expect((await getWork(id, STUDENT)).data.status).toBe('need_review');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Коментар студентові' }),
      'Перевірте часи дієслів.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Повернути на доопрацювання' }));
    await waitFor(() => expect(statusOf()).toHaveTextContent('Потребує виправлень'));
    expect(
      within(screen.getByRole('region', { name: 'Коментарі викладача' })).getByText(
        'Перевірте часи дієслів.',
      ),
    ).toBeVisible();
  });

  it('completes a work the student did not submit after saying so, then lets the result be edited', async () => {
    const id = await taskOfStudent(false);
    renderWork(id);
    await screen.findByRole('heading', { level: 2, name: /^Робота: / });
    expect(screen.queryByRole('button', { name: 'Повернути на доопрацювання' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Завершити' }));
    const dialog = await screen.findByRole('dialog', { name: 'Завершити роботу?' });
    expect(dialog).toHaveTextContent('Студент не надіслав цю роботу');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Завершити' }));
    await waitFor(() => expect(statusOf()).toHaveTextContent('Завершено'));
    expect(screen.getByRole('heading', { level: 2, name: 'Зміна результату' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Повернути на доопрацювання' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Коментар студентові' }), 'Молодець.');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти результат' }));
    await waitFor(async () =>
      expect((await getWork(id, STUDENT)).data.comments.map((c) => c.text)).toContain('Молодець.'),
    );
  });

  it('scores a test outside the platform: the score is required and within the maximum', async () => {
    await signInAs();
    const test = (
      await createAssignment(1, {
        kind: 'test',
        module_id: 1,
        description: 'Усний тест',
        max_score: 20,
        test_type: 'test',
        platform: 'outside',
        personal_version: false,
        retake_allowed: false,
      })
    ).data;
    await publishAssignment(test.id);
    renderWork(test.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Завершити' }));
    expect(await screen.findByText('Бал обов’язковий')).toBeVisible();
    const score = screen.getByRole('textbox', { name: 'Бал (0–20)' });
    await userEvent.type(score, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Завершити' }));
    expect(await screen.findByText('Введіть ціле число від 0 до 20.')).toBeVisible();
    await userEvent.clear(score);
    await userEvent.type(score, '17');
    await userEvent.click(screen.getByRole('button', { name: 'Завершити' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Завершити' }),
    );
    await waitFor(() =>
      expect(screen.getByText('Результат').nextElementSibling).toHaveTextContent('17 з 20 (85%)'),
    );
  });

  it('shows the school’s refusal translated and keeps the comment', async () => {
    const id = await taskOfStudent(true);
    server.use(
      http.post('*/api/v1/assignments/:assignmentId/work/:studentId/review', () =>
        HttpResponse.json({ error: 'transition_not_allowed', message: 'no' }, { status: 409 }),
      ),
    );
    renderWork(id);
    const comment = await screen.findByRole('textbox', { name: 'Коментар студентові' });
    await userEvent.type(comment, 'Додайте висновок.');
    await userEvent.click(screen.getByRole('button', { name: 'Повернути на доопрацювання' }));
    expect(await screen.findByText('Не збережено: Ця дія недоступна в поточному статусі.')).toBeVisible();
    expect(comment).toHaveValue('Додайте висновок.');
  });

  it('keeps a half-written review on the device when the tab closes, restores it, and removes it once returned', async () => {
    const id = await taskOfStudent(true);
    renderWork(id);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Коментар студентові' }),
      'Додайте висновок до есе.',
    );
    cleanup();
    expect(draftKeysOf('visitor')).toEqual([`formDraft:visitor:workReview:${id}:${STUDENT}`]);

    renderWork(id);
    expect(await screen.findByText(/^Відновлено вашу незбережену чернетку від/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Коментар студентові' })).toHaveValue(
      'Додайте висновок до есе.',
    );
    expect((await getWork(id, STUDENT)).data.comments).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Повернути на доопрацювання' }));
    await waitFor(() => expect(statusOf()).toHaveTextContent('Потребує виправлень'));
    expect((await getWork(id, STUDENT)).data.comments.map((c) => c.text)).toContain(
      'Додайте висновок до есе.',
    );
    expect(screen.queryByText(/Відновлено вашу незбережену чернетку/)).toBeNull();
    expect(draftKeysOf('visitor')).toEqual([]);
  });
});
