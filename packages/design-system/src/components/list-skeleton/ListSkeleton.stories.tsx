import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListSkeleton } from './ListSkeleton';

const meta = {
  title: 'States/ListSkeleton',
  component: ListSkeleton,
  tags: ['autodocs'],
  args: { rows: 3 },
} satisfies Meta<typeof ListSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The container is busy; screen readers hear "Loading…" and nothing of the grey rows. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Завантаження…');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithAvatars: Story = { args: { rows: 5, withAvatar: true } };

export const LongUkrainianText: Story = {
  args: { label: 'Завантажуємо список студентів вашої корпоративної групи…' },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Dark: Story = { args: { withAvatar: true }, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { withAvatar: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
