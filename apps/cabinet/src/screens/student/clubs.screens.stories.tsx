import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import {
  type ScreenStory,
  onPhone,
  schoolStates,
  screenMeta,
  screenshotIn,
  whileLoading,
} from '../screen-story';
import { bookPaidPlace, clubsPageWith, openClubDialog } from './addresses';

// The student's clubs, the third page of the student's menu: the upcoming clubs to book, cancel or
// pay, with the archive on its own tab. Each club's time is also shown in the viewer's own time
// zone where that is not the school's; the story tests' browser is in the school's zone, so the
// screenshot is the same on every machine.
const meta = {
  title: 'Student/Clubs',
  ...screenMeta({ account: 'student@demo.school', address: paths.student.clubs.to() }),
} satisfies Meta;

export default meta;

/** The upcoming clubs as the seeded school offers them to Olena Koval. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** No clubs coming up (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** The school answers slowly: the clubs' place while they load (in Storybook and Chromatic only). */
export const Slow: ScreenStory = {
  tags: ['!test'],
  ...whileLoading,
};

/**
 * On a phone, every text of the school run long in Ukrainian: the clubs' names and descriptions
 * wrap inside their cards (tested and photographed: the state where long words overflow first).
 */
export const LongTexts: ScreenStory = {
  name: 'Long texts on a phone',
  parameters: { ...schoolStates.longTexts, ...screenshotIn('light-uk') },
  globals: onPhone,
};

/**
 * Booking a paid place: the first club with places left is booked, waiting for payment, and the
 * page leads on to its order's checkout (tested: the flow that takes the student's money).
 */
export const BookPaid: ScreenStory = {
  name: 'Booking a paid place',
  parameters: schoolStates.seeded,
  play: bookPaidPlace,
};

/** Cancelling a place waiting for payment: the confirmation (in Storybook and Chromatic only). */
export const CancelBooking: ScreenStory = {
  name: 'Cancel booking dialog',
  tags: ['!test'],
  parameters: {
    screen: {
      account: 'student@demo.school',
      address: clubsPageWith((club) => club.booking?.status === 'payment_pending'),
    },
  },
  play: openClubDialog('clubs:actions.cancel'),
};

/** Asking the school to cancel a paid place, with a reason (in Storybook and Chromatic only). */
export const AskToCancel: ScreenStory = {
  name: 'Ask to cancel dialog',
  tags: ['!test'],
  parameters: {
    screen: {
      account: 'student@demo.school',
      address: clubsPageWith(
        (club) => club.booking?.status === 'paid' && club.cancellation?.status !== 'pending',
      ),
    },
  },
  play: openClubDialog('clubs:cancellation.ask'),
};
