import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The company's groups, the third page of the manager's menu: a card for each group the company's
// employees study in. Each group's next lesson is also shown in the viewer's own time zone where
// that is not the school's; the story tests' browser is in the school's zone, so the screenshot is
// the same on every machine.
const meta = {
  title: 'Corporate manager/Groups',
  ...screenMeta({ account: 'hr@demo.school', address: paths.corporateManager.groups.to() }),
} satisfies Meta;

export default meta;

/** Demo Corp's groups as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** A company without groups yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
