import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { groupLessonAddress, groupLessonTab } from './school';

// A company group's lesson, opened from the group's schedule: its facts, marking it held, the
// attendance, what was done and the homework. The group's last lesson held is asked for once
// signed in. Its times are also shown in the viewer's own zone where that is not the school's; the
// story tests' browser is in the school's zone.
const meta = {
  title: 'Corporate teacher/Group lesson',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: groupLessonAddress }),
} satisfies Meta;

export default meta;

/** The group's last lesson held, as seeded: its attendance marked. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** On a phone: the attendance as a list (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** Every free text of the lesson long, in Ukrainian, with long words (in Storybook only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** The lesson's notes tab: the teacher's own notes (in Storybook only). */
export const Notes: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'corp.teacher@demo.school', address: groupLessonTab('notes') } },
};

/** The lesson's meeting tab: its link and codes (in Storybook only). */
export const Zoom: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'corp.teacher@demo.school', address: groupLessonTab('zoom-info') } },
};

/** The lesson's substitution tab: asking a colleague to take it (in Storybook only). */
export const Substitution: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'corp.teacher@demo.school', address: groupLessonTab('substitution') } },
};
