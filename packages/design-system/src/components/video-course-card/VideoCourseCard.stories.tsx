import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoCourseCard } from './VideoCourseCard';

/** A cover drawn in place, so the story needs no network. */
const cover = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><circle cx="160" cy="90" r="34" fill="#fff" fill-opacity=".85"/><path d="M150 72v36l30-18z" fill="${from}"/></svg>`,
  )}`;

const meta = {
  title: 'Cards/VideoCourseCard',
  component: VideoCourseCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Англійська для подорожей',
    cover: { src: cover('#1f4e9e', '#5b82cf') },
    durationMinutes: 135,
    videoCount: 12,
    taskCount: 8,
    level: 'A2–B1',
    access: 'subscription',
    href: '/video-courses/travel-english',
  },
} satisfies Meta<typeof VideoCourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubscriptionOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Англійська для подорожей' })).toHaveAttribute(
      'href',
      '/video-courses/travel-english',
    );
    await expect(canvas.getByText('2 години 15 хвилин')).toBeVisible();
    await expect(canvas.getByText('12 відео, 8 завдань')).toBeVisible();
    await expect(canvas.getByText('Лише за підпискою')).toBeVisible();
  },
};

export const Free: Story = {
  args: { access: 'free', title: 'Вимова: голосні звуки', durationMinutes: 45, videoCount: 5, taskCount: 1 },
};

export const New: Story = { args: { isNew: true } };

export const CoverWithAlt: Story = {
  args: {
    cover: { src: cover('#176b38', '#9fe2b6'), alt: 'Викладачка пояснює граматику біля дошки' },
    title: 'Граматика без стресу: часи',
    durationMinutes: 240,
    videoCount: 21,
    taskCount: 22,
    level: 'B1',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      'Викладачка пояснює граматику біля дошки',
    );
  },
};

export const NoCover: Story = {
  args: { cover: undefined, isNew: true, access: 'free', durationMinutes: 60 },
};

export const LongUkrainianText: Story = {
  args: {
    title:
      'Ділове листування англійською: від першого листа потенційному партнерові до переговорів про контракт',
    level: 'B2–C1',
    durationMinutes: 605,
    videoCount: 34,
    taskCount: 31,
    isNew: true,
  },
};

export const English: Story = {
  args: { title: 'English for travel', isNew: true },
  globals: { locale: 'en' },
};

export const Dark: Story = { args: { isNew: true }, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { isNew: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
