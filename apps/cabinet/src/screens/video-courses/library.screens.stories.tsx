import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The video courses' library, from the menu's general section: its tabs (all courses, my courses,
// the subscription), the level filter and a card for each course with the caller's access and
// progress.
const meta = {
  title: 'Video courses/Library',
  ...screenMeta({ account: 'student@demo.school', address: paths.videoCourses.to() }),
} satisfies Meta;

export default meta;

/** Every course of the library as seeded, seen by Olena Koval. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** A library with no courses yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The my courses tab: the courses Olena Koval has begun, with her progress (in Storybook and Chromatic only). */
export const MyCourses: ScreenStory = {
  name: 'My courses',
  tags: ['!test'],
  parameters: {
    screen: { account: 'student@demo.school', address: paths.videoCoursesTab.to('my-courses') },
  },
};

/** The subscription tab: the current subscription and the form to buy one (in Storybook and Chromatic only). */
export const Subscription: ScreenStory = {
  tags: ['!test'],
  parameters: {
    screen: { account: 'student@demo.school', address: paths.videoCoursesTab.to('subscription') },
  },
};
