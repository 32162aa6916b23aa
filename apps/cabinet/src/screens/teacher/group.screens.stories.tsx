import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, whileLoading } from '../screen-story';
import { GROUP } from './addresses';

// A group's own page, opened from the groups' card: its general tab, with the course's facts and
// weekly timetable, the form to post to the group's feed above the feed, and the tabs of its
// other pages.
const meta = {
  title: 'Teacher/Group',
  ...screenMeta({ account: 'teacher@demo.school', address: paths.teacher.groupCourse.general.to(GROUP) }),
} satisfies Meta;

export default meta;

/** GE-B1-01 as seeded (in Storybook and Chromatic only: its schedule is the group's tested page). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** HTML and script in every text of the school: shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** Every free text long, in Ukrainian (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = { tags: ['!test'], parameters: schoolStates.longTexts };

/** The school does not answer: the page says so and offers to try again (in Storybook only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** The school answers slowly: the page while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};
