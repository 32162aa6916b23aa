import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta, whileLoading } from '../screen-story';
import { groupPage } from './seeded-addresses';

// A group's page as the employee opens it from a card on the groups page: the group's facts and its
// tabs (schedule, assigned tasks, summary). The group's next lesson is also shown in the viewer's
// own time zone where that is not the school's; the story tests' browser is in the school's zone.
const meta = {
  title: 'Corporate student/Group',
  ...screenMeta({ account: 'corp.student@demo.school', address: groupPage('group') }),
} satisfies Meta;

export default meta;

/** Andrii Bondar's first group, its general tab, as seeded. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The school answers slowly: the group's place while it loads (in Storybook only). */
export const Slow: ScreenStory = { tags: ['!test'], ...whileLoading };

/** HTML and script in every text of the school, shown as text (in Storybook only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
