import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The company employee's placement tests, the third page of the corporate student's menu: the
// corporate placement test the company pays for, its parts, and questions and answers.
const meta = {
  title: 'Corporate student/Placement tests',
  ...screenMeta({
    account: 'corp.student@demo.school',
    address: paths.corporateStudent.placementTests.to(),
  }),
} satisfies Meta;

export default meta;

/** Andrii Bondar's placement tests as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
