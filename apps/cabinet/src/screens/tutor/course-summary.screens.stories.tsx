import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { tktGroupPage } from './tutor-addresses';

// A TKT group's course summary tab: each trainee's attendance and results over the whole course,
// and the button that generates the trainees' certificates.
const meta = {
  title: 'Tutor/Course summary',
  ...screenMeta({ account: 'tutor@demo.school', address: tktGroupPage('summary') }),
} satisfies Meta;

export default meta;

/** The TKT group's summary as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** Every text of the school run long in Ukrainian (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
