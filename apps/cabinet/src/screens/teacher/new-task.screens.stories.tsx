import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, onPhone, schoolStates, screenMeta } from '../screen-story';
import { individualTaskCreate, pressOnceSettled } from './addresses';

// The form for a new task of an individual course's module, opened from the assigned tasks:
// its title, description, files, video link and deadline; saved hidden from the student until
// access is granted.
const meta = {
  title: 'Teacher/New task',
  ...screenMeta({ account: 'teacher@demo.school', address: individualTaskCreate }),
} satisfies Meta;

export default meta;

/** The empty form for a task of the course's first module. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** Created without a title: the form says what is missing (in Storybook and Chromatic only). */
export const Incomplete: ScreenStory = {
  name: 'Created without a title',
  tags: ['!test'],
  play: pressOnceSettled('assignmentAuthoring:form.create'),
};

/** On a phone: the fields one under another (in Storybook and Chromatic only). */
export const Phone: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded, globals: onPhone };
