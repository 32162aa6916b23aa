import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, openDialog, schoolStates, screenMeta } from '../screen-story';
import { tktLesson } from './tutor-addresses';

// A lesson of a TKT group, opened from the group's schedule: the lesson's facts, marking it held and
// the attendance, with tabs for its summary, notes, meeting and a substitution.
const meta = {
  title: 'Tutor/Lesson',
  ...screenMeta({ account: 'tutor@demo.school', address: tktLesson() }),
} satisfies Meta;

export default meta;

/** The TKT group's first lesson to come, as seeded: no trainee marked yet. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/**
 * The lesson's substitution tab, its request opened: the reason and a comment for another tutor to
 * take the lesson (in Storybook and Chromatic only).
 */
export const RequestSubstitution: ScreenStory = {
  name: 'Request substitution dialog',
  tags: ['!test'],
  parameters: {
    screen: { account: 'tutor@demo.school', address: tktLesson('lesson-substitution') },
  },
  play: openDialog('lessonTeaching:substitution.request'),
};
