import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, whileLoading } from '../screen-story';
import { GROUP } from './addresses';

// A group's schedule as its student opens it from the group's tabs: every lesson of the course by
// date, held or to come, each opening the lesson's page. The times are also shown in the viewer's
// own time zone where that is not the school's.
const meta = {
  title: 'Student/Group schedule',
  ...screenMeta({ account: 'student@demo.school', address: paths.student.groupSchedule.to(GROUP) }),
} satisfies Meta;

export default meta;

/** GE-B1-01's lessons as seeded, some held and some to come (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school does not answer: the page says so and offers to try again (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** The school answers slowly: the schedule's place while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};
