import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta, whileLoading } from '../screen-story';
import { groupPage } from './seeded-addresses';

// A group's page as the manager opens it from a card on the groups page, read-only: the group's
// facts and its tabs (students, schedule, assigned tasks, summary, feedback). The group's next
// lesson is also shown in the viewer's own time zone where that is not the school's; the story
// tests' browser is in the school's zone.
const meta = {
  title: 'Corporate manager/Group',
  ...screenMeta({ account: 'hr@demo.school', address: groupPage('general') }),
} satisfies Meta;

export default meta;

/** Demo Corp's first group, its general tab, as seeded. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The school answers slowly: the group's place while it loads (in Storybook only). */
export const Slow: ScreenStory = { tags: ['!test'], ...whileLoading };

/** HTML and script in every text of the school, shown as text (in Storybook only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** Every text of the school run long in Ukrainian: the facts wrap in their place (in Storybook only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
