import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The paid placement tests to check, the third page of the corporate teacher's menu: the tests whose
// written parts are in, those waiting for the teacher first, each with the day its result is due.
const meta = {
  title: 'Corporate teacher/Paid placement tests',
  ...screenMeta({
    account: 'corp.teacher@demo.school',
    address: paths.corporateTeacher.paidPlacementTests.to(),
  }),
} satisfies Meta;

export default meta;

/** The tests to check as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** Nothing to check (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
