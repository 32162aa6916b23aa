import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HandbookCard } from './HandbookCard';

const meta = {
  title: 'Offers/HandbookCard',
  component: HandbookCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Як провести перший урок із групою General English B1',
    category: 'Методика',
    description: 'План уроку, ігри для знайомства та поради, як оцінити рівень групи за 15 хвилин.',
    href: '/handbooks/first-lesson-b1',
  },
} satisfies Meta<typeof HandbookCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Як провести перший урок із групою General English B1' });
    await expect(link).toHaveAttribute('href', '/handbooks/first-lesson-b1');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(canvas.getByRole('article')).toHaveAccessibleName(/Як провести перший урок/);
  },
};

export const New: Story = { args: { flag: 'new' } };

export const Updated: Story = { args: { flag: 'updated', category: 'Граматика' } };

export const WithoutDescription: Story = { args: { description: undefined, flag: 'new' } };

/** An outside document opens in a new tab, and the link's name says so. */
export const External: Story = {
  args: {
    href: 'https://docs.example.com/handbook/speaking-clubs',
    external: true,
    category: 'Розмовні клуби',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /відкривається в новій вкладці/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const HeadingLevel2: Story = { args: { headingLevel: 2 } };

export const LongUkrainianText: Story = {
  args: {
    title:
      'Підготовка студентів до міжнародних іспитів IELTS і Cambridge English: структура, критерії оцінювання та типові помилки',
    category: 'Підготовка до міжнародних іспитів і сертифікаційних програм',
    description:
      'Докладний посібник для викладачів: як планувати курс підготовки, добирати матеріали для кожного розділу іспиту, проводити пробні тестування та давати студентам корисний зворотний зв’язок.',
    flag: 'updated',
  },
};

export const English: Story = {
  args: { flag: 'new', external: true, href: 'https://docs.example.com/handbook' },
  globals: { locale: 'en' },
};

export const Dark: Story = { args: { flag: 'new', external: true }, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { flag: 'updated' },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
