import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { GROUP } from './addresses';

// A group's catch-up lessons, one of the group's tabs: a lesson given again for the student who
// missed one, with the missed lesson, its time, teacher, status and the Zoom link or room; the
// coming ones first.
const meta = {
  title: 'Student/Catch-up',
  ...screenMeta({ account: 'student@demo.school', address: paths.student.groupCatchUp.to(GROUP) }),
} satisfies Meta;

export default meta;

/** The student's catch-up lessons in GE-B1-01, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No catch-up lesson (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school does not answer (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
