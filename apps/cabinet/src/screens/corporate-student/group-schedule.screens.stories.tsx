import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './seeded-addresses';

// A group's schedule tab: its lessons held and to come, with the employee's attendance, each opening the lesson.
const meta = {
  title: 'Corporate student/Group schedule',
  ...screenMeta({ account: 'corp.student@demo.school', address: groupPage('groupSchedule') }),
} satisfies Meta;

export default meta;

/** The lessons of Andrii Bondar's first group as seeded (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
