import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The company employee's groups, the first page of the corporate student's menu: a card for each
// company group they study in. Each group's next lesson is also shown in the viewer's own time zone
// where that is not the school's; the story tests' browser is in the school's zone, so the
// screenshot is the same on every machine.
const meta = {
  title: 'Corporate student/Groups',
  ...screenMeta({
    account: 'corp.student@demo.school',
    address: paths.corporateStudent.groups.to(),
  }),
} satisfies Meta;

export default meta;

/** Andrii Bondar's groups at Demo Corp as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** An employee not in any group yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
