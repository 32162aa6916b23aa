import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The school's conferences, the fifth item of the teacher-training menu: a card for each, the coming
// ones first, with its hosts and speakers, time, place and whether it is to come or held. The times are
// those of the pinned clock, so the screenshot is the same on every run.
const meta = {
  title: 'Teacher training/Conferences',
  ...screenMeta({
    account: 'trainee@demo.school',
    address: paths.teacherTraining.conferences.to(),
  }),
} satisfies Meta;

export default meta;

/** The conferences as seeded, seen by Mariia Tkachenko. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No conferences yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in every text of the school, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
