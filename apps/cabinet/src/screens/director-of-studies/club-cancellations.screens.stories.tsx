import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import {
  type ScreenStory,
  openDialog,
  schoolStates,
  screenMeta,
  screenshotIn,
  whileLoading,
} from '../screen-story';

// The director of studies' club cancellations, the last of the director's items in the menu: the
// students' requests to cancel a paid club place, each granted or refused.
const meta = {
  title: 'Director of studies/Club cancellations',
  ...screenMeta({ account: 'dos@demo.school', address: paths.teacher.dosClubCancellations.to() }),
} satisfies Meta;

export default meta;

/** The requests as seeded. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No requests to decide (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school answers slowly: the page while it loads (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/** Cancelling a place: the dialog that confirms the seat is freed and the payment refunded (in Storybook only). */
export const CancelPlace: ScreenStory = {
  name: 'Cancel place dialog',
  tags: ['!test'],
  play: openDialog('clubs:dos.cancel'),
};

/** Refusing a request: the dialog with the comment the student reads (in Storybook only). */
export const Refuse: ScreenStory = {
  name: 'Refuse dialog',
  tags: ['!test'],
  play: openDialog('clubs:dos.refuse'),
};
