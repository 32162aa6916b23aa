import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { GROUP } from './addresses';

// The teacher's feedback on the student in a group, one of the group's tabs: the feedback sent for
// each module and, once sent, on the whole course.
const meta = {
  title: 'Student/Feedbacks',
  ...screenMeta({ account: 'student@demo.school', address: paths.student.groupFeedbacks.to(GROUP) }),
} satisfies Meta;

export default meta;

/** The feedback on Olena Koval in GE-B1-01, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No feedback yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school does not answer (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
