import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { groupPage } from './school';

// A company group's course summary, the group's last tab: the course's progress and a card per
// employee (attendance, tasks, each module's tests, the final test), then the certificates.
const meta = {
  title: 'Corporate teacher/Group course summary',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupPage('summary') }),
} satisfies Meta;

export default meta;

/** The group's summary as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
