import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The director of studies' review of the course feedback, from the menu: the feedback the teachers
// write on each student at a course's end, with its status, filtered; the table downloads as a file.
const meta = {
  title: 'Director of studies/Course feedback',
  ...screenMeta({ account: 'dos@demo.school', address: paths.teacher.dosCourseFeedback.to() }),
} satisfies Meta;

export default meta;

/** The courses' feedback as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No feedback to review (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
