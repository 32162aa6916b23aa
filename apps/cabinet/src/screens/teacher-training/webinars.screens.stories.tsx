import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn, whileLoading } from '../screen-story';

// The school's webinars, the third item of the teacher-training menu: a card for each, the coming
// ones first, with its hosts and speakers, time, place and whether it is to come or held. The times are
// those of the pinned clock, so the screenshot is the same on every run.
const meta = {
  title: 'Teacher training/Webinars',
  ...screenMeta({
    account: 'trainee@demo.school',
    address: paths.teacherTraining.webinars.to(),
  }),
} satisfies Meta;

export default meta;

/** The webinars as seeded, seen by Mariia Tkachenko. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No webinars yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The list while the school answers slowly: its skeleton (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** Every text of the school run long in Ukrainian: the webinars' titles and descriptions wrap inside their cards (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
