import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ClubDisabledReason } from './ClubActions';
import { ClubCard, type ClubPlace, clubTypes } from './ClubCard';

const online: ClubPlace = {
  format: 'online',
  zoomUrl: 'https://zoom.us/j/84512370096?pwd=demo',
  meetingId: '845 1237 0096',
  passcode: '318224',
};
const offline: ClubPlace = { format: 'offline', address: 'Київ, вул. Велика Васильківська, 72', room: '305' };

const meta = {
  title: 'Cards/ClubCard',
  component: ClubCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 440 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    name: 'Подорожі та відпочинок',
    type: 'speaking',
    level: 'B1',
    startsAt: '2026-11-24T18:30:00+02:00',
    place: online,
    seatsTaken: 7,
    seatsTotal: 12,
    onBook: fn(),
  },
} satisfies Meta<typeof ClubCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const zoom = canvas.getByRole('link', { name: /Приєднатися в Zoom.*нов(ій|у) вкладц/ });
    await expect(zoom).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: /Записатися/ }));
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

export const Offline: Story = { args: { place: offline, type: 'grammar', level: 'A2' } };

export const Paid: Story = { args: { type: 'business', level: 'B2', price: 350 } };

export const Full: Story = { args: { seatsTaken: 12, bookDisabledReason: 'full' } };

export const BookedPaymentPending: Story = {
  args: { price: 350, participation: 'payment_pending', onBook: undefined, onCancel: fn() },
};

export const BookAndCancel: Story = { args: { onCancel: fn(), bookDisabledReason: 'already_registered' } };

const reasonStory = (reason: ClubDisabledReason, action: 'book' | 'cancel'): Story => ({
  args:
    action === 'book'
      ? { bookDisabledReason: reason }
      : { onBook: undefined, onCancel: fn(), cancelDisabledReason: reason, price: 350 },
});

export const ReasonFull: Story = {
  args: { seatsTaken: 12, bookDisabledReason: 'full' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const book = canvas.getByRole('button', { name: /Записатися/ });
    await expect(book).toBeDisabled();
    await expect(canvas.getByText('На жаль, вільних місць більше немає')).toBeVisible();
    await expect(book).toHaveAccessibleDescription('На жаль, вільних місць більше немає');
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};
export const ReasonNotEnabled = reasonStory('not_enabled', 'book');
export const ReasonAlreadyRegistered = reasonStory('already_registered', 'book');
export const ReasonFreePlaceUsed = reasonStory('free_place_used', 'book');
export const ReasonStarted = reasonStory('started', 'cancel');
export const ReasonPaidCancelManager = reasonStory('paid_cancel_manager', 'cancel');

export const Busy: Story = {
  args: { busy: 'book' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Записатися/ })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Записуємо вас…');
  },
};

export const BusyCancel: Story = { args: { onBook: undefined, onCancel: fn(), busy: 'cancel' } };

/** Every kind of club, for its label. */
export const Types: Story = {
  render: (args) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {clubTypes.map((type) => (
        <li key={type}>
          <ClubCard {...args} type={type} />
        </li>
      ))}
    </Box>
  ),
};

export const LongUkrainianText: Story = {
  args: {
    name: 'Обговорення сучасної британської літератури та кіно: від Кадзуо Ішіґуро до Саллі Руні',
    type: 'listening',
    level: 'C1',
    place: {
      format: 'offline',
      address: 'Київ, проспект Валерія Лобановського, 119, бізнес-центр «Оушен Плаза», третій поверх',
      room: '305-А (велика аудиторія)',
    },
    price: 350,
    bookDisabledReason: 'already_registered',
    onCancel: fn(),
    cancelDisabledReason: 'paid_cancel_manager',
    participation: 'payment_pending',
  },
};

export const English: Story = {
  args: { name: 'Travel and holidays', onCancel: fn(), cancelDisabledReason: 'started' },
  globals: { locale: 'en' },
};

export const Dark: Story = {
  args: {
    price: 350,
    participation: 'payment_pending',
    onCancel: fn(),
    seatsTaken: 12,
    bookDisabledReason: 'full',
  },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { onCancel: fn(), bookDisabledReason: 'already_registered' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
