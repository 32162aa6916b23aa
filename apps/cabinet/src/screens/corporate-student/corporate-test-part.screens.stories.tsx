import type { Meta } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { paths } from '../../shared/paths';
import { type ScreenStory, pageSettled, schoolStates, screenMeta } from '../screen-story';

// A part of the corporate placement test: its start page (the rules, the time, the pause) opened from
// the assigned tests, and the part's sheet of questions once it is started.
const meta = {
  title: 'Corporate student/Corporate test part',
  ...screenMeta({
    account: 'corp.student@demo.school',
    address: paths.corporateStudent.paidPlacementTestStart.to('grammar'),
  }),
} satisfies Meta;

export default meta;

/** The grammar part's start page of Andrii Bondar's assigned test, as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The grammar part started as the employee starts it: its sheet of questions and its timer (in Storybook only). */
export const Sheet: ScreenStory = {
  name: 'Part sheet',
  tags: ['!test'],
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const main = () => canvasElement.querySelector('main') ?? canvasElement;
    const startTitle = main().querySelector('h1')?.textContent;
    const part = i18n.t('placementTests:part.grammar');
    await userEvent.click(
      within(main()).getByRole('button', { name: i18n.t('placementTests:start.start', { part }) }),
    );
    await waitFor(
      () => {
        if (main().querySelector('h1')?.textContent === startTitle) throw new Error('Still the start page.');
      },
      { timeout: 10_000 },
    );
    await pageSettled(canvasElement);
  },
};
