import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The school's workshops, the fourth item of the teacher-training menu: a card for each, the coming
// ones first, with its hosts and speakers, time, place and whether it is to come or held. The times are
// those of the pinned clock, so the screenshot is the same on every run.
const meta = {
  title: 'Teacher training/Workshops',
  ...screenMeta({
    account: 'trainee@demo.school',
    address: paths.teacherTraining.workshops.to(),
  }),
} satisfies Meta;

export default meta;

/** The workshops as seeded, seen by Mariia Tkachenko. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No workshops yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
