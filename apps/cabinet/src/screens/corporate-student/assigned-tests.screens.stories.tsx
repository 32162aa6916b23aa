import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';

// The corporate tests the company assigned to the employee, opened from the placement tests page:
// each with its state, the way to start or go on with its next part, and its result once finished.
const meta = {
  title: 'Corporate student/Assigned tests',
  ...screenMeta({
    account: 'corp.student@demo.school',
    address: paths.corporateStudent.paidPlacementTests.to(),
  }),
} satisfies Meta;

export default meta;

/** Andrii Bondar's corporate tests as seeded: one to start, one finished (in Storybook only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** No test assigned yet (in Storybook only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
