import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PromoOfferCard } from './PromoOfferCard';

/** A partner's picture drawn inline, so stories need no network. */
const partnerImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="280"><rect width="640" height="280" fill="#3f6f4f"/><circle cx="520" cy="70" r="110" fill="#5d8f6b"/><text x="40" y="170" font-family="Arial" font-size="64" fill="#fff">Кава на Подолі</text></svg>',
)}`;

const NOW = new Date('2026-06-01T09:00:00Z');

const meta = {
  title: 'Offers/PromoOfferCard',
  component: PromoOfferCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    partnerName: 'Книгарня «Є»',
    title: 'Знижка 15% на книжки англійською',
    tag: 'discount',
    validUntil: '2026-12-31',
    rules: [
      'Діє в усіх книгарнях мережі в Києві',
      'Одна знижка на один чек',
      'Не поєднується з іншими акціями',
    ],
    code: 'CABINET15',
    now: NOW,
    onOpenCode: fn(),
    onCopied: fn(),
  },
} satisfies Meta<typeof PromoOfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Discount: Story = {};

export const Gift: Story = {
  args: {
    partnerName: 'Кава на Подолі',
    title: 'Капучино в подарунок до будь-якого десерту',
    tag: 'gift',
    rules: 'Покажіть промокод баристі в кав’ярні на вул. Сагайдачного, 25.',
    code: 'COFFEE-GIFT',
    imageUrl: partnerImage,
  },
};

export const TopOffer: Story = {
  args: {
    partnerName: 'Speak Up Camp',
    title: 'Мінус 2000 грн на літній мовний табір',
    tag: 'top_offer',
    validUntil: '2026-07-15',
    rules: 'Промокод вводиться під час оплати на сайті табору.',
    code: 'SUMMER2026',
  },
};

export const Expired: Story = {
  args: { validUntil: '2026-03-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Термін дії минув 1 березня 2026/)).toBeVisible();
    const button = canvas.getByRole('button', { name: /Отримати промокод/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(/пропозиція завершилася/);
  },
};

/** The button opens the dialog named after the offer, with the code in it. */
export const OpensDialog: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Отримати промокод/ }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Знижка 15% на книжки англійською',
    });
    await waitFor(() => expect(within(dialog).getByText('CABINET15')).toBeVisible());
    await expect(args.onOpenCode).toHaveBeenCalledOnce();
  },
};

/** Closing the dialog puts the focus back on the button that opened it. */
export const CloseReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: /Отримати промокод/ });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const LongUkrainianText: Story = {
  args: {
    partnerName: 'Мережа англомовних книгарень та бібліотек для дорослих і дітей «Читаємо разом»',
    title: 'Безкоштовна індивідуальна консультація з вибору літератури для підготовки до міжнародних іспитів',
    tag: 'top_offer',
    rules: [
      'Консультацію можна отримати в будь-якій книгарні мережі за попереднім записом телефоном',
      'Пропозиція діє лише для студентів школи з активним навчанням у поточному семестрі',
    ],
    code: 'CONSULTATION-INTERNATIONAL-EXAMS-2026',
    imageUrl: partnerImage,
  },
};

export const English: Story = {
  args: { title: '15% off English books', rules: 'One discount per receipt.' },
  globals: { locale: 'en' },
};

export const ExpiredEnglish: Story = { args: { validUntil: '2026-03-01' }, globals: { locale: 'en' } };

export const Dark: Story = { args: { imageUrl: partnerImage }, globals: { theme: 'dark' } };

export const ExpiredDark: Story = { args: { validUntil: '2026-03-01' }, globals: { theme: 'dark' } };

export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
