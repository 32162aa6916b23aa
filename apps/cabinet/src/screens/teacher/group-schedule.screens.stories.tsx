import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { GROUP } from './addresses';

// A group's schedule, its second tab: every lesson of the course by module, held or to come, each
// opening its lesson page, where the teacher marks the lesson held and the attendance.
const meta = {
  title: 'Teacher/Group schedule',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.groupCourse.schedule.to(GROUP) }),
} satisfies Meta;

export default meta;

/** GE-B1-01's lessons as seeded: those held, the next one and those to come. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** A course without lessons yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** On a phone: the lessons one under another (in Storybook and Chromatic only). */
export const Phone: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded, globals: onPhone };
