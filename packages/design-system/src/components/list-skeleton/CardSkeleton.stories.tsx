import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardSkeleton } from './CardSkeleton';

const meta = {
  title: 'States/CardSkeleton',
  component: CardSkeleton,
  tags: ['autodocs'],
  args: { count: 1 },
} satisfies Meta<typeof CardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Завантаження…');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/** A grid of cards, as on the clubs and events pages. */
export const Grid: Story = { args: { count: 6 } };

export const WithoutAction: Story = { args: { count: 3, withAction: false, lines: 3 } };

export const LongUkrainianText: Story = {
  args: { count: 2, label: 'Завантажуємо розмовні клуби на цей тиждень…' },
};

export const English: Story = { args: { count: 2 }, globals: { locale: 'en' } };

export const Dark: Story = { args: { count: 3 }, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { count: 3 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
