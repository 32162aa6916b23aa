import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupTestEdit } from './addresses';

// A group's test being edited, opened from the test's page: its title, description, settings
// (type, platform, score, retakes) and questions; saved, the test's page opens again.
const meta = {
  title: 'Teacher/Group test edit',
  ...screenMeta({ account: 'teacher@demo.school', address: groupTestEdit }),
} satisfies Meta;

export default meta;

/** The form of GE-B1-01's test taken on the platform (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
