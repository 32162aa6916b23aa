import { createMockServer } from '@cabinet/api/mock/node';
import { generateCertificates, listCertificates } from '@cabinet/api/certificates';
import { completeLesson } from '@cabinet/api/lessons';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { signInAs, startMockSchool } from '../../testing/mock-school';
import { lessonsOf, setClock } from '../../testing/lessons';
import { GroupCertificates } from './GroupCertificates';
import { formatAttendance } from '../../shared/attendance';
import { ruleReason } from './certificate-explain';

const server = startMockSchool(createMockServer());
afterEach(() => vi.useRealTimers());

/** GE-B1-01: the demo teacher's group in progress, eight students, its second one attends half the lessons. */
const GROUP = 1;

const renderCertificates = () =>
  renderWithApp(
    <AppTheme>
      <GroupCertificates courseId={GROUP} />
    </AppTheme>,
  );

async function generate(person: ReturnType<typeof userEvent.setup>) {
  await person.click(await screen.findByRole('button', { name: 'Згенерувати сертифікати' }));
  const dialog = await screen.findByRole('dialog', { name: 'Згенерувати сертифікати?' });
  await person.click(within(dialog).getByRole('button', { name: 'Згенерувати' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** Moves the clock past the course's last lesson and marks it completed, as its teacher does. */
async function finishCourse() {
  const lessons = await lessonsOf(GROUP);
  const last = lessons.at(-1);
  if (!last) throw new Error('The course has lessons');
  setClock(last.ends_at, 60);
  await completeLesson(last.id);
}

describe('the rule in words', () => {
  it('names why the rule gives each type (above 60 %)', () => {
    expect(ruleReason({ attendance_percent: 61, final_grade: 'C' })).toEqual({
      reason: 'goodGrade',
      type: 'attendance',
    });
    expect(ruleReason({ attendance_percent: 61, final_grade: 'D' })).toEqual({
      reason: 'lowGrade',
      type: 'completion',
    });
    expect(ruleReason({ attendance_percent: 90, final_grade: null })).toEqual({
      reason: 'noFinalTest',
      type: 'completion',
    });
    expect(ruleReason({ attendance_percent: 60, final_grade: 'A' })).toEqual({
      reason: 'lowAttendance',
      type: 'no_certificate',
    });
  });
});

describe('GroupCertificates', () => {
  it('refuses to generate before the last lesson is completed, with the translated reason', async () => {
    await signInAs();
    const person = userEvent.setup();
    renderCertificates();
    expect(await screen.findByText(/Сертифікатів ще немає/)).toBeVisible();
    await generate(person);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Сертифікати можна видати лише після того, як останній урок позначено завершеним.',
    );
    expect((await listCertificates({ course_id: GROUP })).data).toHaveLength(0);
  });

  it('generates a certificate per student once the last lesson is completed, each with its reason in words', async () => {
    await signInAs();
    await finishCourse();
    const person = userEvent.setup();
    renderCertificates();
    await generate(person);
    expect(
      await screen.findByText('Видано 8 сертифікатів.', { selector: '.MuiAlert-message' }),
    ).toBeVisible();
    const issued = (await listCertificates({ course_id: GROUP })).data;
    expect(issued).toHaveLength(8);
    const low = issued.find((row) => row.attendance_percent <= 60);
    if (!low) throw new Error('The seed has a student attending half the lessons');
    expect(low.type).toBe('no_certificate');
    expect(
      screen.getByText(
        `Відвідуваність ${formatAttendance(low.attendance_percent, 'uk')}% — 60% або менше: Без сертифіката.`,
      ),
    ).toBeVisible();
  });

  it('explains by the exact attendance: 60.4 % is above 60 %, 59.6 % is not', async () => {
    await signInAs();
    await finishCourse();
    await generateCertificates(GROUP);
    const list = await listCertificates({ course_id: GROUP });
    const [first, second] = list.data;
    if (!first || !second) throw new Error('The group has students');
    // The school's own decisions for these attendances (60.4 % with B earns the certificate).
    const above = {
      ...first,
      attendance_percent: 60.4,
      final_grade: 'B' as const,
      type: 'attendance' as const,
    };
    const below = {
      ...second,
      attendance_percent: 59.6,
      final_grade: 'A' as const,
      type: 'no_certificate' as const,
      reason: 'insufficient_attendance' as const,
    };
    server.use(http.get('*/api/v1/certificates', () => HttpResponse.json({ ...list, data: [above, below] })));
    renderCertificates();
    expect(
      await screen.findByText(/^Відвідуваність 60,4% — понад 60%, підсумковий тест на B \(A, B або C\)/),
    ).toBeVisible();
    expect(screen.getByText(/^Відвідуваність 59,6% — 60% або менше: Без сертифіката\.$/)).toBeVisible();
    // Neither is the teacher's choice: the rule gives what the school gave.
    expect(screen.queryByText(/Ваш вибір/)).toBeNull();
  });

  it('sets no certificate by the teacher’s decision, asking for a comment first', async () => {
    await signInAs();
    await finishCourse();
    const person = userEvent.setup();
    renderCertificates();
    await generate(person);
    await screen.findByText('Видано 8 сертифікатів.', { selector: '.MuiAlert-message' });
    const issued = (await listCertificates({ course_id: GROUP })).data;
    const chosen = issued.find((row) => row.type !== 'no_certificate');
    if (!chosen) throw new Error('Someone earns a certificate');
    await person.click(screen.getByRole('button', { name: `Змінити сертифікат: ${chosen.student.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Сертифікат: ${chosen.student.name}` });
    await person.click(within(dialog).getByRole('radio', { name: 'Без сертифіката' }));
    expect(within(dialog).getByText('Причина: рішення викладача.')).toBeVisible();
    await person.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(await within(dialog).findByText('Напишіть, чому студент не отримує сертифікат.')).toBeVisible();
    await person.type(within(dialog).getByRole('textbox', { name: /Коментар/ }), 'Missed the final test.');
    await person.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(
      await screen.findByText(`Сертифікат студента ${chosen.student.name} змінено.`, {
        selector: '.MuiAlert-message',
      }),
    ).toBeVisible();
    await waitFor(async () => {
      const changed = (await listCertificates({ course_id: GROUP })).data.find((row) => row.id === chosen.id);
      expect(changed).toMatchObject({
        type: 'no_certificate',
        status: 'no_certificate',
        reason: 'teacher_decision',
        comment: 'Missed the final test.',
      });
    });
    expect(await screen.findByText('Не видано за рішенням викладача')).toBeVisible();
  });
});
