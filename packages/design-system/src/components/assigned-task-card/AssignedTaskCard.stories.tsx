import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statusValues } from '../status-badge';
import { AssignedTaskCard } from './AssignedTaskCard';

const NOW = '2026-11-21T12:00:00+02:00';

const meta = {
  title: 'Cards/AssignedTaskCard',
  component: AssignedTaskCard,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 440 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Есе: моя улюблена подорож',
    kind: 'task',
    status: 'in_progress',
    deadline: '2026-11-25T23:59:00+02:00',
    maxScore: 10,
    now: NOW,
    href: '/tasks/essay-travel',
  },
} satisfies Meta<typeof AssignedTaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Есе: моя улюблена подорож' })).toHaveAttribute(
      'href',
      '/tasks/essay-travel',
    );
    await expect(canvas.queryByText('Термін минув')).toBeNull();
  },
};

export const Overdue: Story = {
  args: { status: 'not_written', deadline: '2026-11-18T23:59:00+02:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Термін минув')).toBeVisible();
  },
};

export const Scored: Story = {
  args: { status: 'completed', score: 7, deadline: '2026-11-18T23:59:00+02:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 з 10')).toBeVisible();
    await expect(canvas.queryByText('Термін минув')).toBeNull();
  },
};

export const NeedEdits: Story = { args: { status: 'need_edits' } };

export const Test: Story = {
  args: {
    title: 'Тест за розділом 4: Past Simple',
    kind: 'test',
    status: 'not_opened',
    deadline: undefined,
    testDate: '2026-11-27T18:30:00+02:00',
    maxScore: 20,
  },
};

export const TestMissed: Story = {
  args: { ...Test.args, status: 'test_missed', testDate: '2026-11-14T18:30:00+02:00' },
};

/** Every status a task can have. */
export const Statuses: Story = {
  render: (args) => (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {statusValues('assignedTask').map((status) => (
        <li key={status}>
          <AssignedTaskCard {...args} status={status} />
        </li>
      ))}
    </Box>
  ),
};

export const LongUkrainianText: Story = {
  args: {
    title:
      'Письмове завдання: лист-скарга до готелю щодо скасованого бронювання з використанням формальної лексики',
    status: 'need_edits',
    deadline: '2026-11-19T23:59:00+02:00',
  },
};

export const English: Story = {
  args: { title: 'Essay: my favourite trip', status: 'completed', score: 9 },
  globals: { locale: 'en' },
};

export const Dark: Story = {
  args: { status: 'not_opened', deadline: '2026-11-18T23:59:00+02:00' },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { status: 'not_opened', deadline: '2026-11-18T23:59:00+02:00' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
