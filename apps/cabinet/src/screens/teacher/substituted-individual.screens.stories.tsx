import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { substitutedIndividual } from './addresses';

// An individual course of another teacher that the teacher substitutes in, opened from the lesson
// taken over on the substitutions' individual tab: the course's tabs as its own teacher sees them,
// under the substitute's addresses, with the lesson handed over to fill in.
const meta = {
  title: 'Teacher/Substituted individual course',
  ...screenMeta({ account: 'teacher@demo.school', address: substitutedIndividual('general') }),
} satisfies Meta;

export default meta;

/** The course of the individual lesson the teacher took over, as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The lesson taken over, as the substitute fills it in (in Storybook and Chromatic only). */
export const Lesson: ScreenStory = {
  name: 'Lesson taken over',
  tags: ['!test'],
  parameters: { screen: { account: 'teacher@demo.school', address: substitutedIndividual('lesson') } },
};

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
