import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { firstIndividualCourse, lastHeldLesson } from './addresses';

/** The individual course's last lesson held, as the student opens it from the course's schedule. */
async function lastLesson(): Promise<string> {
  const course = await firstIndividualCourse();
  return paths.student.individualLesson.to(course, await lastHeldLesson(course));
}

// A lesson of the student's individual course: its facts, the student's attendance and the tasks
// given at it.
const meta = {
  title: 'Student/Individual lesson',
  ...screenMeta({ account: 'student@demo.school', address: lastLesson }),
} satisfies Meta;

export default meta;

/** The last lesson held, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
