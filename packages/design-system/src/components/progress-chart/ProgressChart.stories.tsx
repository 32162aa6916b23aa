import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProgressChart } from './ProgressChart';

const MONTHS = ['груд.', 'січ.', 'лют.', 'бер.', 'квіт.', 'трав.'];

const meta = {
  title: 'Layout/ProgressChart',
  component: ProgressChart,
  tags: ['autodocs'],
  args: {
    title: 'Відвідування',
    kind: 'line',
    categories: MONTHS,
    categoryHeader: 'Місяць',
    series: [{ id: 'attendance', label: 'Відвідано, %', data: [100, 87.5, 92.3, null, 75, 100] }],
    summary: 'За пів року відвідано 91 % уроків; у травні — усі 8.',
    format: (value: number) => `${value} %`,
    max: 100,
  },
} satisfies Meta<typeof ProgressChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line over months: the heading, the summary in words and the chart as one described image. */
export const AttendanceLine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Відвідування' });
    await expect(image).toHaveAccessibleDescription('За пів року відвідано 91 % уроків; у травні — усі 8.');
  },
};

/** Stacked bars: the parts of each month's homework. */
export const HomeworkStacked: Story = {
  args: {
    title: 'Домашні завдання',
    kind: 'bar',
    stacked: true,
    max: undefined,
    format: (value: number) => String(value),
    series: [
      { id: 'onTime', label: 'Вчасно', data: [4, 5, 3, 6, 4, 5] },
      { id: 'late', label: 'Із запізненням', data: [1, 0, 2, 0, 1, 0] },
      { id: 'missing', label: 'Не здано', data: [0, 1, 0, 0, 1, 0] },
    ],
    summary: 'Вчасно здано 27 завдань із 34; у травні — усі 5.',
  },
};

/** The switch shows the same numbers as a table, a row per month and a column per series. */
export const AsTable: Story = {
  args: HomeworkStacked.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Таблицею' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = await canvas.findByRole('table', { name: 'Домашні завдання' });
    await expect(within(table).getAllByRole('row')).toHaveLength(MONTHS.length + 1);
    await expect(within(table).getByRole('columnheader', { name: 'Із запізненням' })).toBeVisible();
  },
};

/** In English: the switch and the empty value speak the reader's language. */
export const English: Story = {
  args: {
    title: 'Attendance',
    categories: ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May'],
    categoryHeader: 'Month',
    series: [{ id: 'attendance', label: 'Attended, %', data: [100, 87.5, 92.3, null, 75, 100] }],
    summary: '91 % of lessons attended over six months; in May, all 8.',
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'As a table' }));
    const table = await canvas.findByRole('table', { name: 'Attendance' });
    await expect(within(table).getByRole('cell', { name: 'no data' })).toBeVisible();
  },
};

/** The dark theme: the series' colours are the light text tones, clear on the dark page. */
export const Dark: Story = { args: HomeworkStacked.args, globals: { theme: 'dark' } };
