import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, whileLoading } from '../screen-story';
import { finishedTest, untakenTest } from './attempt';

/** The teenagers' test, which the taker has not taken, as its card's button opens it. */
const untakenIntro = async () => paths.placementTestIntro.to((await untakenTest()).slug);

// A test's intro, a card of the test list opened: what the test holds, its parts with their time,
// its rules, and the button that begins an attempt (or goes on with a running one).
const meta = {
  title: 'Placement test/Test intro',
  ...screenMeta({ account: 'pretest@demo.school', address: untakenIntro }),
} satisfies Meta;

export default meta;

/** The teenagers' test before its first attempt: its parts, its rules and Begin. */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The adults' test, finished a week ago: its intro offers a new attempt (in Storybook and Chromatic only). */
export const Finished: ScreenStory = {
  tags: ['!test'],
  parameters: {
    screen: {
      account: 'pretest@demo.school',
      address: async () => paths.placementTestIntro.to((await finishedTest()).slug),
    },
  },
};

/** The school answers slowly: the intro's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
