import { listCourses } from '@cabinet/api/courses';
import type { Meta } from '@storybook/react-vite';
import { COURSES_PER_PAGE } from '../../features/courses/CourseList';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn, whileLoading } from '../screen-story';

/** The group of the first card on the student's groups list, as the student opens it from there. */
async function firstListedGroup(): Promise<string> {
  const groups = (await listCourses({ kind: 'group', page: 1, per_page: COURSES_PER_PAGE })).data;
  const group = groups[0];
  if (!group) throw new Error('The seeded student studies in a group.');
  return paths.student.group.to(group.id);
}

// A group's page as its student opens it from the groups list: the group's facts and its tabs
// (schedule, assigned tasks, feedback, summary, catching up). The group's next lesson is also shown
// in the viewer's own time zone where that is not the school's; the story tests' browser is in the
// school's zone, so the screenshot is the same on every machine.
const meta = {
  title: 'Student/Group',
  ...screenMeta({ account: 'student@demo.school', address: firstListedGroup }),
} satisfies Meta;

export default meta;

/** Olena Koval's first group on her list, its general tab, as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** The school answers slowly: the group's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** HTML and script in every text of the school, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };

/** Every text of the school run long in Ukrainian: the group's facts and lessons wrap in their place (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
