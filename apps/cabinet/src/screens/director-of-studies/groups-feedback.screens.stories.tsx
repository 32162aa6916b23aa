import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The director of studies' review of the groups' module feedback, the first of the director's
// items in the menu: each module of a course with how much of its feedback is sent and to review,
// filtered by programme, teacher, kind of course and status.
const meta = {
  title: 'Director of studies/Groups feedback',
  ...screenMeta({ account: 'dos@demo.school', address: paths.teacher.dosGroupsFeedback.to() }),
} satisfies Meta;

export default meta;

/** The groups' module feedback as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No feedback to review (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in the groups' and teachers' names, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
