import { listVideoCourses } from '@cabinet/api/video-courses';
import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { paths } from '../../shared/paths';
import { type ScreenStory, pageSettled, schoolStates, screenMeta } from '../screen-story';

/** The course the student has passed ("Everyday phrasal verbs"), whose certificate tab invites to the survey. */
async function passedCourseSurvey(): Promise<string> {
  const courses = (await listVideoCourses({ tab: 'mine', per_page: 100 })).data;
  const course = courses.find((item) => item.progress?.percent === 100);
  if (!course) throw new Error('The seeded student has passed a video course.');
  return paths.videoCourseSurvey.to(course.id);
}

// A video course's survey, from the invitation on the course's certificate tab: how useful the
// course was (1 to 5), whether the viewer would recommend it, and a comment, sent as a form.
const meta = {
  title: 'Video courses/Survey',
  ...screenMeta({ account: 'student@demo.school', address: passedCourseSurvey }),
} satisfies Meta;

export default meta;

/** The survey of the course Olena Koval passed, not answered yet (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The survey sent without an answer: the message under each question that needs one. */
export const Validation: ScreenStory = {
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('videoCourses:survey.send') }));
    await canvas.findAllByText(i18n.t('videoCourses:survey.required'), {}, { timeout: 5_000 });
  },
};

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
