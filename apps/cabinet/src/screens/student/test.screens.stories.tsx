import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, onPhone, openDialog, schoolStates, screenMeta } from '../screen-story';
import { GROUP, assignmentIn } from './addresses';

/** A test of GE-B1-01 whose work is in one of the statuses, at its address in the group. */
const groupTestIn =
  (...statuses: Parameters<typeof assignmentIn>[2][]) =>
  async (): Promise<string> =>
    paths.student.groupTest.to(GROUP, await assignmentIn(GROUP, 'test', ...statuses));

// A test sheet given to the student in a group, opened from the assigned tasks or the lesson: the
// test's facts and rules, its start (after a confirmation: it cannot be paused), the questions
// while it is taken, and the result with the answers once it is done.
const meta = {
  title: 'Student/Test',
  ...screenMeta({ account: 'student@demo.school', address: groupTestIn('not_opened') }),
} satisfies Meta;

export default meta;

/** The test to take now, not started yet: its facts, rules and the start button. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** Starting the test: the confirmation that it cannot be paused (in Storybook and Chromatic only). */
export const StartDialog: ScreenStory = {
  name: 'Start confirmation dialog',
  tags: ['!test'],
  play: openDialog('tests:start.button'),
};

/** A test started and not finished before its deadline (in Storybook and Chromatic only). */
export const Incomplete: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'student@demo.school', address: groupTestIn('incomplete') } },
};

/** A test whose deadline passed unopened (in Storybook and Chromatic only). */
export const Missed: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'student@demo.school', address: groupTestIn('test_missed') } },
};

/** The school does not answer (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** On a phone (in Storybook and Chromatic only). */
export const Phone: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded, globals: onPhone };
