import { listVideoCourses } from '@cabinet/api/video-courses';
import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn, whileLoading } from '../screen-story';

/** The course the student has begun ("Small talk"), as she opens it from her courses. */
async function begunCourse(): Promise<string> {
  const courses = (await listVideoCourses({ tab: 'mine', per_page: 100 })).data;
  const course = courses.find((item) => item.progress && item.progress.percent < 100) ?? courses[0];
  if (!course) throw new Error('The seeded student has begun a video course.');
  return paths.videoCourse.to(course.id);
}

// A video course's page, its about tab: the title with the way back to the library, the caller's
// progress, the tabs (about, content, knowledge bank, certificate) and what the course teaches.
const meta = {
  title: 'Video courses/Course',
  ...screenMeta({ account: 'student@demo.school', address: begunCourse }),
} satisfies Meta;

export default meta;

/** The course Olena Koval has begun, as seeded: one video watched and its task answered. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** The course while the school answers slowly (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
