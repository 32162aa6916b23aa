import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { GROUP } from './addresses';

// A group's course summary: the course's progress and a card per student (attendance, tasks,
// each module's tests, the final test), then the group's certificates.
const meta = {
  title: 'Teacher/Course summary',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.groupCourse.summary.to(GROUP) }),
} satisfies Meta;

export default meta;

/** GE-B1-01's summary as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** A course with nothing counted yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
