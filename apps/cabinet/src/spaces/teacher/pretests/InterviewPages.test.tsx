import { createMockServer } from '@cabinet/api/mock/node';
import { getPretestAttempt, getPretestInterview } from '@cabinet/api/pretests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AttemptResultView } from '../../../features/placement-tests/AttemptResultView';
import { type PageNamespace, loadPageTexts } from '../../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../../testing/mock-school';
import { InterviewList } from './InterviewList';
import { InterviewTest } from './InterviewTest';

const server = startMockSchool(createMockServer());
const TEXTS: readonly PageNamespace[] = ['teacherPretests', 'placementTests', 'paidPretests', 'apiErrors'];
beforeAll(() => Promise.all(TEXTS.map((group) => loadPageTexts(group))));

/** The demo taker's entry test, its interview waiting. */
const TAKERS_TEST = 1;
const TAKER = 'Дмитро Савчук';

const openTest = async () => {
  await signInAs('teacher@demo.school');
  renderRoutes([{ path: '/', element: <InterviewTest id={TAKERS_TEST} /> }]);
  expect(await screen.findByRole('heading', { level: 1, name: `Говоріння: ${TAKER}` })).toBeVisible();
  return userEvent.setup();
};

/** The form's alert holding a text: it takes the focus when it appears. */
const alertWith = async (text: string) => (await screen.findByText(text)).closest('[role="alert"]');

const holdButton = () => screen.getByRole('button', { name: 'Записати співбесіду проведеною' });
const minutes = () => screen.getByRole('textbox', { name: /Тривалість співбесіди, хвилин/ });

describe('the list of interviews', () => {
  it('shows the waiting interviews, each linked, and the one the teacher held with its level', async () => {
    await signInAs('teacher@demo.school');
    renderRoutes([{ path: '/', element: <InterviewList /> }]);
    const table = await screen.findByRole('table', { name: 'Вступне тестування' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'Очікує',
      'Очікує',
      'Проведено, рівень B1',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: TAKER })).toHaveAttribute(
      'href',
      `/teacher/pretests/${TAKERS_TEST}`,
    );
  });
});

describe('the interview of an entry test', () => {
  it('shows the written parts, their text and the interview waiting', async () => {
    await openTest();
    const written = screen.getByRole('region', { name: 'Письмові частини' });
    expect(within(written).getByText('Граматика й лексика')).toBeVisible();
    expect(within(written).getByText('Читання')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Співбесіда' })).toHaveTextContent(/до 15 хвилин/);
    expect(screen.getByText('pretest@demo.school')).toBeVisible();
  });

  it('asks for a level and up to 15 minutes, then records it held: the taker’s result counts the speaking', async () => {
    const person = await openTest();
    await person.click(holdButton());
    expect(await alertWith('Щоб записати співбесіду, вкажіть рівень і тривалість.')).toHaveFocus();
    expect(screen.getByText('Оберіть рівень.')).toBeVisible();
    expect(screen.getByText('Введіть ціле число хвилин від 1 до 15.')).toBeVisible();

    await person.click(screen.getByRole('radio', { name: 'A1' }));
    await person.type(minutes(), '16');
    await person.click(holdButton());
    expect(screen.queryByText('Оберіть рівень.')).toBeNull();
    expect(await screen.findByText('Введіть ціле число хвилин від 1 до 15.')).toBeVisible();
    expect((await getPretestInterview(TAKERS_TEST)).data.interview.status).toBe('waiting');

    await person.clear(minutes());
    await person.type(minutes(), '12');
    await person.click(holdButton());
    const held = await screen.findByText(
      /^Співбесіду проведено: рівень A1, 12 хвилин\. Записав\(-ла\) Emily Carter/,
    );
    await waitFor(() => expect(held.closest('[role="alert"]')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Записати співбесіду проведеною' })).toBeNull();

    // The taker's result: the speaking level, and an overall level that counts it.
    await signInAs('pretest@demo.school');
    const attempt = (await getPretestAttempt(TAKERS_TEST)).data;
    renderRoutes([
      {
        path: '/',
        element: (
          <AttemptResultView
            attempt={attempt}
            section="general"
            title="Результат"
            breadcrumbs={[]}
            sectionHref={(section) => `/${section}`}
          />
        ),
      },
    ]);
    expect(attempt.overall_level).not.toBeNull();
    expect(await screen.findByText(`Ваш рівень: ${attempt.overall_level}`)).toBeVisible();
    const speaking = screen.getAllByText('Говоріння').find((element) => element.tagName === 'DT');
    expect(speaking?.nextSibling).toHaveTextContent('A1');
    expect(screen.queryByText(/рівень говоріння додасться/)).toBeNull();
  });

  it('marks it missed only once confirmed', async () => {
    const person = await openTest();
    await person.click(screen.getByRole('button', { name: 'Позначити співбесіду пропущеною' }));
    const dialog = await screen.findByRole('dialog', { name: 'Позначити співбесіду пропущеною?' });
    await person.click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await getPretestInterview(TAKERS_TEST)).data.interview.status).toBe('waiting');

    await person.click(screen.getByRole('button', { name: 'Позначити співбесіду пропущеною' }));
    await person.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Позначити пропущеною' }),
    );
    expect(
      await screen.findByText(/^Співбесіду пропущено: загальний рівень — за письмовими частинами/),
    ).toBeVisible();
    expect((await getPretestInterview(TAKERS_TEST)).data.interview.status).toBe('missed');
  });

  it('says why the school refused: on a Sunday the day to hold it, recorded meanwhile by another teacher', async () => {
    const person = await openTest();
    await person.click(screen.getByRole('radio', { name: 'B2' }));
    await person.type(minutes(), '10');
    vi.setSystemTime(new Date('2026-11-29T11:00:00+02:00'));
    await person.click(holdButton());
    expect(
      await alertWith('Вступні тести не проводяться в неділю. Проведіть співбесіду 30 листопада 2026.'),
    ).toHaveFocus();

    server.use(
      http.put('*/api/v1/pretest-interviews/:attemptId', () =>
        HttpResponse.json(
          { error: 'transition_not_allowed', message: 'The speaking part is not waiting for an interview.' },
          { status: 409 },
        ),
      ),
    );
    await person.click(holdButton());
    expect(await alertWith('Ця співбесіда вже не очікує: можливо, її записав інший викладач.')).toHaveFocus();
    // What was typed stays.
    expect(minutes()).toHaveValue('10');
  });
});
