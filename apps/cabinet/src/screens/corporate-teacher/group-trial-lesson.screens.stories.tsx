import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { trialLessonAddress, trialLessonMeetingAddress } from './school';

// The trial lesson a company group opens with, from the group's schedule: the teacher meets the
// employees and recommends the group's level; its summary and its meeting are tabs of their own.
const meta = {
  title: 'Corporate teacher/Group trial lesson',
  ...screenMeta({ account: 'corp.teacher@demo.school', address: trialLessonAddress }),
} satisfies Meta;

export default meta;

/** The group's trial lesson as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** On a phone (in Storybook only). */
export const Phone: ScreenStory = { tags: ['!test'], globals: onPhone };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** The trial lesson's meeting tab: its link and codes (in Storybook only). */
export const Meeting: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'corp.teacher@demo.school', address: trialLessonMeetingAddress } },
};
