import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The corporate teacher's company groups, the first page of their menu: a card for each group they
// teach, paged. Each group's days and next lesson are also shown in the viewer's own time zone where
// that is not the school's; the story tests' browser is in the school's zone, so the screenshot is
// the same on every machine.
const meta = {
  title: 'Corporate teacher/Groups',
  ...screenMeta({
    account: 'corp.teacher@demo.school',
    address: paths.corporateTeacher.groups.to(),
  }),
} satisfies Meta;

export default meta;

/** Taras Kravets's company groups as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No company groups to teach yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
