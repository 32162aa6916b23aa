import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EventCard } from './EventCard';

const meta = {
  title: 'Cards/EventCard',
  component: EventCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 480 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    type: 'webinar',
    title: 'Як навчати лексики через ігри',
    hosts: ['Олена Коваль'],
    speakers: ['Ірина Мельник', 'Андрій Бондаренко'],
    startsAt: '2026-11-26T16:00:00Z',
    place: { format: 'online' },
    status: 'waiting_to_start',
    href: '/events/vocabulary-games',
  },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingToStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Як навчати лексики через ігри' });
    await expect(link).toHaveAttribute('href', '/events/vocabulary-games');
    await expect(canvas.getByText('26 листопада 2026, 18:00 (UTC+2)')).toBeVisible();
  },
};

export const InProgress: Story = { args: { status: 'in_progress' } };

export const Ended: Story = { args: { status: 'ended' } };

export const PaymentPending: Story = {
  args: {
    type: 'conference',
    title: 'Осіння методична конференція 2026',
    place: { format: 'offline', address: 'Київ, вул. Хрещатик, 15, конференц-зала' },
    paymentPending: true,
    hosts: ['Олена Коваль', 'Марина Ткаченко'],
    speakers: ['Ірина Мельник', 'Андрій Бондаренко', 'Софія Лисенко'],
  },
};

export const Workshop: Story = {
  args: {
    type: 'workshop',
    title: 'Мінікурс: зворотний зв’язок на письмові роботи',
    place: { format: 'offline', address: 'Київ, вул. Велика Васильківська, 72' },
    speakers: [],
  },
};

export const LongUkrainianText: Story = {
  args: {
    type: 'conference',
    title:
      'Міжнародна науково-практична конференція викладачів англійської мови «Інклюзивне навчання та цифрові інструменти в сучасному класі»',
    hosts: ['Олександра Шевченко-Коваленко', 'Володимир Грищенко'],
    speakers: [
      'Катерина Дорошенко',
      'Ярослав Богданович Коломієць',
      'Анастасія Приходько',
      'Максим Остапчук',
    ],
    place: {
      format: 'offline',
      address: 'Київ, проспект Валерія Лобановського, 119, бізнес-центр, третій поверх',
    },
    paymentPending: true,
  },
};

export const English: Story = {
  args: {
    title: 'Teaching vocabulary through games',
    hosts: ['Olena Koval'],
    speakers: ['Iryna Melnyk', 'Andrii Bondarenko'],
    paymentPending: true,
  },
  globals: { locale: 'en' },
};

export const Dark: Story = {
  args: { paymentPending: true, status: 'in_progress' },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { paymentPending: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
