import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { GROUP, lastHeldLesson } from './addresses';

/** GE-B1-01's last lesson held, as the student opens it from the group's schedule. */
const lastLesson = async (): Promise<string> =>
  paths.student.groupLesson.to(GROUP, await lastHeldLesson(GROUP));

// A lesson of a student's group: its facts, the student's attendance and the tasks and tests given
// at it, each opening its page.
const meta = {
  title: 'Student/Lesson',
  ...screenMeta({ account: 'student@demo.school', address: lastLesson }),
} satisfies Meta;

export default meta;

/** The group's last lesson held, as seeded. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** HTML and script in every text of the school, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** On a phone (in Storybook and Chromatic only). */
export const Phone: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded, globals: onPhone };
