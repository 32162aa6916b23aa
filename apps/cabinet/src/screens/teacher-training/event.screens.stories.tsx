import type { Meta } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { type ScreenStory, pageSettled, schoolStates, screenMeta } from '../screen-story';
import { eventPage } from './trainee-addresses';

// An event's page, opened from a card of the webinars, workshops or conferences: its description,
// hosts and speakers, time and place, its programme and the trainee's registration (free, or paid
// through the checkout), with the tabs of its video and certificate.
const meta = {
  title: 'Teacher training/Event',
  ...screenMeta({
    account: 'trainee@demo.school',
    address: eventPage(
      'webinar',
      (event) =>
        event.price > 0 && event.enabled && event.status === 'waiting_to_start' && !event.registration,
    ),
  }),
} satisfies Meta;

export default meta;

/** A paid webinar to come that Mariia Tkachenko has not registered for: the button to pay for a place. */
export const Seeded: ScreenStory = { parameters: schoolStates.seeded };

/** A webinar going on now with the trainee's free place (in Storybook and Chromatic only). */
export const Registered: ScreenStory = {
  tags: ['!test'],
  parameters: {
    screen: {
      account: 'trainee@demo.school',
      address: eventPage(
        'webinar',
        (event) => event.registration?.status === 'free' && event.status !== 'ended',
      ),
    },
  },
};

/** A conference whose place waits for payment: the way back to the checkout (in Storybook and Chromatic only). */
export const PaymentPending: ScreenStory = {
  name: 'Payment pending',
  tags: ['!test'],
  parameters: {
    screen: {
      account: 'trainee@demo.school',
      address: eventPage('conference', (event) => event.registration?.status === 'payment_pending'),
    },
  },
};

/**
 * A workshop with no seats left, its registration pressed: the school refuses and the page says all
 * seats are taken (in Storybook and Chromatic only).
 */
export const Full: ScreenStory = {
  tags: ['!test'],
  parameters: {
    screen: {
      account: 'trainee@demo.school',
      address: eventPage(
        'workshop',
        (event) => event.seats_left === 0 && event.status === 'waiting_to_start' && !event.registration,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const main = within(canvasElement.querySelector('main') ?? canvasElement);
    await userEvent.click(main.getByRole('button'));
    await main.findByText(i18n.t('apiErrors:event_full'));
  },
};

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };

/** Every text of the school run long in Ukrainian (in Storybook and Chromatic only). */
export const LongTexts: ScreenStory = {
  name: 'Long texts',
  tags: ['!test'],
  parameters: schoolStates.longTexts,
};
