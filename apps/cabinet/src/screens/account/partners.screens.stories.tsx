import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import { userEvent, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { type ScreenStory, pageSettled, schoolStates, screenMeta } from '../screen-story';

// The partners' gifts and discounts, from the menu's general section (`/partners` opens them): a
// card for each partner's offer to the school's people, with its terms and how to use it.
const meta = {
  title: 'Account/Partners',
  ...screenMeta({ account: 'student@demo.school', address: paths.partners.to() }),
} satisfies Meta;

export default meta;

/** The partners' offers as seeded (in Storybook and Chromatic only). */
export const Seeded: ScreenStory = { tags: ['!test'], parameters: schoolStates.seeded };

/** The first offer's promo code: the dialog with the code to copy and the offer's rules (in Storybook and Chromatic only). */
export const PromoCode: ScreenStory = {
  name: 'Promo code dialog',
  tags: ['!test'],
  play: async ({ canvasElement }) => {
    await pageSettled(canvasElement);
    const [first] = within(canvasElement).getAllByText(i18n.t('ds:offers.promoOffer.getCode'));
    if (!first) throw new Error('The seeded partners have an offer.');
    await userEvent.click(first);
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 });
  },
};

/** No offer yet (in Storybook and Chromatic only). */
export const Empty: ScreenStory = { tags: ['!test'], parameters: schoolStates.empty };

/** HTML and script in the offers' texts, shown as text (in Storybook and Chromatic only). */
export const Hostile: ScreenStory = { tags: ['!test'], parameters: schoolStates.hostile };
