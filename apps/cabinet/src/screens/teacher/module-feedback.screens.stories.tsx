import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { GROUP } from './addresses';

// A group's module feedback: for each module, every student's feedback and where it stands
// (not written, in progress, waiting for review, returned for edits, sent); a row opens the
// feedback to write it.
const meta = {
  title: 'Teacher/Module feedback',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.groupCourse.feedback.to(GROUP) }),
} satisfies Meta;

export default meta;

/** GE-B1-01's feedback as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No feedback to write yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
