import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { paidTestResult } from './seeded-addresses';

// The result of a finished corporate placement test, opened from the assigned tests: the levels, each part and the teacher's feedback.
const meta = {
  title: 'Corporate student/Corporate test result',
  ...screenMeta({ account: 'corp.student@demo.school', address: paidTestResult }),
} satisfies Meta;

export default meta;

/** Andrii Bondar's finished corporate test as seeded. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** Every text of the school run long in Ukrainian: the feedback wraps in its place (in Storybook only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
