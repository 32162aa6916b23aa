import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogueGroupCard } from './CatalogueGroupCard';

const meta = {
  title: 'Cards/CatalogueGroupCard',
  component: CatalogueGroupCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 420 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    program: 'General English B1',
    teacher: 'Олена Коваль',
    format: 'online',
    schedule: 'Пн, Ср о 18:30',
    duration: { count: 4, unit: 'months' },
    price: 3200,
    seatsLeft: 3,
    formationDate: '2026-09-01T00:00:00+03:00',
    startDate: '2026-09-14T00:00:00+03:00',
    books: 'digital',
    audience: 'adults',
    href: '/catalogue/groups/general-english-b1-evening',
  },
} satisfies Meta<typeof CatalogueGroupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'General English B1' })).toBeVisible();
    await expect(canvas.getByText('Залишилося 3 місця')).toBeVisible();
    const more = canvas.getByRole('link', { name: /Детальніше/ });
    await expect(more).toHaveAttribute('href', '/catalogue/groups/general-english-b1-evening');
  },
};

export const Offline: Story = {
  args: { format: 'offline', books: 'printed', schedule: 'Вт, Чт о 10:00', seatsLeft: 5 },
};

export const OnePlaceLeft: Story = { args: { seatsLeft: 1 } };

export const NoPlaces: Story = {
  args: { seatsLeft: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Місць немає')).toBeVisible();
  },
};

export const Kids: Story = {
  args: {
    program: 'English for Kids Starters',
    teacher: 'Ірина Мельник',
    audience: 'kids',
    duration: { count: 32, unit: 'lessons' },
    books: 'printed',
    format: 'offline',
    price: 2600,
    seatsLeft: 10,
  },
};

export const Teenagers: Story = {
  args: {
    program: 'Teens English A2',
    teacher: 'Андрій Бондаренко',
    audience: 'teenagers',
    duration: { count: 21, unit: 'lessons' },
  },
};

export const LongUkrainianText: Story = {
  args: {
    program: 'Інтенсивна підготовка до міжнародного іспиту IELTS Academic для вступу до університетів',
    teacher: 'Олександра Володимирівна Шевченко-Коваленко',
    schedule: 'Понеділок, середа та п’ятниця о 19:00, субота о 11:00 (розмовна практика)',
    duration: { count: 11, unit: 'months' },
    price: 12500,
  },
};

export const English: Story = {
  args: { teacher: 'Olena Koval', schedule: 'Mon, Wed at 18:30', audience: 'teenagers' },
  globals: { locale: 'en' },
};

export const Dark: Story = { args: { seatsLeft: 0, audience: 'kids' }, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { audience: 'kids' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
