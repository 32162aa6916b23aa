import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { finishedTest } from './attempt';

/** The result of the attempt the taker finished, in one of its sections, as the test list's Result opens it. */
const finishedResult = (section: string) => async () =>
  paths.placementTestResult.to((await finishedTest()).attempt.id, section);

// An attempt's result, from the test list's Result button or after the last part is handed in:
// the overall level, each part's score, level and time, and the interview still to come; its
// sections show the grammar, reading and writing answers and the speaking part.
const meta = {
  title: 'Placement test/Result',
  ...screenMeta({ account: 'pretest@demo.school', address: finishedResult('general') }),
} satisfies Meta;

export default meta;

/** Dmytro Savchuk's adults' test, finished a week ago, its interview waiting for a teacher. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** The grammar section: each question with the answer chosen and the right one (in Storybook and Chromatic only). */
export const Grammar: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'pretest@demo.school', address: finishedResult('grammar') } },
};

/** The writing section: the text handed in and its word count (in Storybook and Chromatic only). */
export const Writing: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'pretest@demo.school', address: finishedResult('writing') } },
};

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
