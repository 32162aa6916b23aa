import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { individualPage } from './addresses';

// An individual course's schedule: its lessons held and to come, each opening its lesson page.
const meta = {
  title: 'Teacher/Individual schedule',
  ...screenMeta({ account: 'teacher@demo.school', address: individualPage('schedule') }),
} satisfies Meta;

export default meta;

/** The course's lessons as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A course without lessons yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
