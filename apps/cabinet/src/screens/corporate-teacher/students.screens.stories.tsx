import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The corporate teacher's students, the last page of their menu: the company employees they teach,
// each opening their page.
const meta = {
  title: 'Corporate teacher/Students',
  ...screenMeta({
    account: 'corp.teacher@demo.school',
    address: paths.corporateTeacher.students.to(),
  }),
} satisfies Meta;

export default meta;

/** Taras Kravets's students as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No students yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in every name, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
