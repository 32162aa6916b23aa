import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { type ScreenStory, pageSettled, schoolStates, screenMeta } from '../screen-story';
import { courseTaskCreate, courseTaskEdit } from './tutor-addresses';

// A course task set or edited, from a card of the course tasks: its title, description, deadline and
// files.
const meta = {
  title: 'Tutor/Course task form',
  ...screenMeta({ account: 'tutor@demo.school', address: courseTaskCreate }),
} satisfies Meta;

export default meta;

/** A kind not set yet in the TYLT group about to start: the empty form (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The empty form sent: it says what is missing (in Storybook and Chromatic only). */
export const Validation: ScreenStory = {
  tags: ['!test'],
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: i18n.t('courseTasks:form.create') }));
    await page.findByText(i18n.t('courseTasks:form.titleRequired'));
  },
};

/** The observation task of the group in progress, edited: the form filled in (in Storybook and Chromatic only). */
export const Edit: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'tutor@demo.school', address: courseTaskEdit } },
};
