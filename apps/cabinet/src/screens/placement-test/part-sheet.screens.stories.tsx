import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { partSheetAddress } from './attempt';

// A part's sheet being answered, where a start page's Start leads: the timer on the school's
// clock, the pause, the questions (a reading part's text beside them, a writing part's topic and
// text), each answer saved as it is chosen, and handing in. Seen on the teenagers' test just begun.
const meta = {
  title: 'Placement test/Part sheet',
  ...screenMeta({ account: 'pretest@demo.school', address: () => partSheetAddress('grammar') }),
} satisfies Meta;

export default meta;

/** Grammar and vocabulary just started: its questions, none answered, the whole time left. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** Reading just started: the text to read and its questions (in Storybook and Chromatic only). */
export const Reading: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'pretest@demo.school', address: () => partSheetAddress('reading') } },
};

/** Writing just started: the topic, the text field and its word count (in Storybook and Chromatic only). */
export const Writing: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'pretest@demo.school', address: () => partSheetAddress('writing') } },
};

/** Grammar on a phone: the timer stays in view above the questions (in Storybook and Chromatic only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };
