import { getCourse, listCourses } from '@cabinet/api/courses';
import { createMockServer } from '@cabinet/api/mock/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../testing/mock-school';
import { TraineeCertificates } from './TraineeCertificates';

const server = startMockSchool(createMockServer());
beforeAll(async () => {
  await loadPageTexts('courseTasks');
  await loadPageTexts('apiErrors');
});

const NOT_FINISHED =
  'Сертифікати видають, коли останнє заняття групи позначено завершеним: доти кнопка «Видати» недоступна.';

/** The demo tutor, signed in, and their TYLT group in progress. */
async function runningGroup(): Promise<number> {
  await signInAs('tutor@demo.school');
  const [group] = (await listCourses({ training: 'tylt', status: 'in_progress' })).data;
  if (!group) throw new Error('The demo tutor teaches a TYLT group in progress.');
  return group.id;
}

const show = (courseId: number) =>
  renderRoutes([{ path: '/', element: <TraineeCertificates courseId={courseId} /> }]);

describe('TraineeCertificates: issued only after the group’s last lesson', () => {
  it('says why “Issue” waits while the group runs, on every trainee’s line', async () => {
    show(await runningGroup());
    expect(await screen.findByText(NOT_FINISHED)).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: 'Видати' });
    expect(buttons.length).toBeGreaterThan(1);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(NOT_FINISHED);
    }
  });

  it('offers it once the group is finished, and shows the school’s refusal in words if it still says no', async () => {
    const courseId = await runningGroup();
    const course = (await getCourse(courseId)).data;
    // The page read the group as finished; the school still holds its last lesson open.
    server.use(
      http.get(`*/api/v1/courses/${courseId}`, () =>
        HttpResponse.json({ data: { ...course, status: 'finished' } }),
      ),
    );
    const person = userEvent.setup();
    show(courseId);
    const [line] = await screen.findAllByRole('listitem', { name: /./ });
    const issue = within(line!).getByRole('button', { name: 'Видати' });
    expect(issue).toBeEnabled();
    expect(screen.queryByText(NOT_FINISHED)).toBeNull();
    await person.click(issue);
    expect(await within(line!).findByRole('alert')).toHaveTextContent(
      'Сертифікати можна видати лише після того, як останній урок позначено завершеним.',
    );
  });
});
