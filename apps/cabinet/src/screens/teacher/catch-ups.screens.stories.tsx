import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { GROUP } from './addresses';

// A group's catch-up lessons, its last tab: the lessons the teacher holds with a student who missed
// one, those to come and running first, then the past; a started one is marked completed here.
const meta = {
  title: 'Teacher/Catch-up lessons',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.groupCourse.catchUp.to(GROUP) }),
} satisfies Meta;

export default meta;

/** GE-B1-01's catch-up lessons as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No catch-up lessons (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
