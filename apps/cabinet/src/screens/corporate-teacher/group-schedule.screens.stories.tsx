import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta, whileLoading } from '../screen-story';
import { groupPage } from './school';

// A company group's schedule, a tab of the group: its lessons by module, held and to come, each
// opening the lesson's page (the first, a trial lesson, its own).
const meta = {
  title: 'Corporate teacher/Group schedule',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupPage('schedule') }),
} satisfies Meta;

export default meta;

/** The group's lessons as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** On a phone (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** The school answers slowly: the page while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};
