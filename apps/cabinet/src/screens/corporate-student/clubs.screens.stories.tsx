import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { type ScreenStory, schoolStates, screenMeta, screenshotIn } from '../screen-story';

// The company employee's clubs, the last page of the corporate student's menu: the upcoming clubs
// to book, cancel or pay, with the archive on its own tab. Each club's time is also shown in the
// viewer's own time zone where that is not the school's; the story tests' browser is in the
// school's zone, so the screenshot is the same on every machine.
const meta = {
  title: 'Corporate student/Clubs',
  ...screenMeta({ account: 'corp.student@demo.school', address: paths.corporateStudent.clubs.to() }),
} satisfies Meta;

export default meta;

/** The upcoming clubs as the seeded school offers them to Andrii Bondar. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No clubs coming up (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };
