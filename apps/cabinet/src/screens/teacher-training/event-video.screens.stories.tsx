import type { Meta } from '@storybook/react-vite';
import { type ScreenStory, schoolStates, screenMeta } from '../screen-story';
import { eventPage } from './trainee-addresses';

// An event's video tab: the recording of an event the trainee attended, with its captions, once the
// event has ended.
const meta = {
  title: 'Teacher training/Event video',
  ...screenMeta({
    account: 'trainee@demo.school',
    address: eventPage('webinar', (event) => event.video_available && event.registration !== null, 'video'),
  }),
} satisfies Meta;

export default meta;

/** The recording of a webinar Mariia Tkachenko attended (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The school fails to answer: the page's error with a retry (in Storybook and Chromatic only). */
export const Failing: ScreenStory = { tags: ['!test'], parameters: schoolStates.failing };
