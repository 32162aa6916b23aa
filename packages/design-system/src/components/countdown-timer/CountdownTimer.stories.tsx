import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountdownTimer } from './CountdownTimer';

/** A fixed moment, so each story shows the same time; stories that need time to pass move it. */
const START = Date.UTC(2026, 10, 21, 7, 0, 0);
const READING = 20 * 60;
/** A clock stopped `seconds` after the start. */
const stoppedAt = (seconds: number) => () => START + seconds * 1000;

const meta = {
  title: 'Forms/CountdownTimer',
  component: CountdownTimer,
  tags: ['autodocs'],
  args: {
    label: 'Читання: залишилося часу',
    durationSeconds: READING,
    startedAt: START,
    now: stoppedAt(75),
    onExpire: fn(),
    onPause: fn(),
    onResume: fn(),
  },
} satisfies Meta<typeof CountdownTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Читання: залишилося часу' })).toHaveTextContent('18:45');
    await expect(canvas.getByRole('button', { name: 'Пауза' })).toHaveAccessibleDescription(
      'Одна пауза до 15 хвилин за весь тест',
    );
    // Nothing is announced while more than five minutes are left.
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Pause once: the time stops and the pause's own time shows; Resume, and the pause is gone for good. */
export const PauseAndResume: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Пауза' }));
    await expect(args.onPause).toHaveBeenCalledWith(START + 75_000);
    await expect(canvas.getByText('Пауза: залишилося 15:00')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Таймер на паузі');
    const resume = canvas.getByRole('button', { name: 'Продовжити' });
    await expect(resume).toHaveFocus();
    await userEvent.click(resume);
    await expect(args.onResume).toHaveBeenCalledWith(START + 75_000);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Паузу використано')).toHaveFocus();
    await expect(canvas.getByRole('timer')).toHaveTextContent('18:45');
  },
};

export const Paused: Story = {
  args: { now: stoppedAt(600), initialPause: { startedAt: START + 300_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('15:00');
    await expect(canvas.getByText('Пауза: залишилося 10:00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Продовжити' })).toBeVisible();
  },
};

export const PauseUsed: Story = {
  args: { now: stoppedAt(900), initialPause: { startedAt: START + 300_000, endedAt: START + 480_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('08:00');
    await expect(canvas.getByText('Паузу використано')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Пауза' })).toBeNull();
  },
};

/** The clock of the story below, moved by its test. */
let lastMinutesClock = START;

/** In the last five minutes the remaining minutes are announced once a minute, not every second. */
export const LastMinutes: Story = {
  args: { now: () => lastMinutesClock },
  beforeEach: () => {
    lastMinutesClock = START + (READING - 301) * 1000;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer');
    const status = canvas.getByRole('status');
    await expect(timer).toHaveTextContent('05:01');
    await expect(status).toHaveTextContent('');
    lastMinutesClock += 1000;
    await waitFor(() => expect(status).toHaveTextContent('Залишилося 5 хвилин'));
    lastMinutesClock += 30_000;
    await waitFor(() => expect(timer).toHaveTextContent('04:30'));
    await expect(status).toHaveTextContent('Залишилося 5 хвилин');
    lastMinutesClock += 30_000;
    await waitFor(() => expect(status).toHaveTextContent('Залишилося 4 хвилини'));
    lastMinutesClock += 180_000;
    await waitFor(() => expect(status).toHaveTextContent('Залишилася 1 хвилина'));
    lastMinutesClock += 60_000;
    await waitFor(() => expect(status).toHaveTextContent('Час вийшов'));
    await expect(timer).toHaveTextContent('00:00');
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** A pause left running ends on its own after 15 minutes and counts as used. */
export const PauseRunsOut: Story = {
  args: { now: () => lastMinutesClock },
  beforeEach: () => {
    lastMinutesClock = START + 60_000;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Пауза' }));
    lastMinutesClock += 15 * 60_000 - 1000;
    await waitFor(() => expect(canvas.getByText('Пауза: залишилося 00:01')).toBeVisible());
    lastMinutesClock += 1000;
    await waitFor(() => expect(canvas.getByText('Паузу використано')).toBeVisible());
    await waitFor(() => expect(args.onResume).toHaveBeenCalledWith(START + 60_000 + 15 * 60_000));
    await expect(canvas.getByRole('timer')).toHaveTextContent('19:00');
  },
};

export const Expired: Story = {
  args: { now: stoppedAt(READING + 5) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    await expect(canvas.getAllByText('Час вийшов')[0]).toBeVisible();
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithoutPause: Story = { args: { pausable: false, label: 'Аудіювання: залишилося часу' } };

export const LongTest: Story = {
  args: { durationSeconds: 2 * 3600 + 30 * 60, label: 'Пробний іспит B2 First: залишилося часу' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('02:28:45');
  },
};

/** Runs on the real clock, so it has no screenshot to compare. */
export const Live: Story = {
  args: { now: undefined, startedAt: undefined },
  parameters: { chromatic: { disableSnapshot: true } },
};

export const LongUkrainianText: Story = {
  args: {
    label: 'Частина 2. Читання та використання англійської мови: залишилося часу до автоматичного завершення',
  },
};

export const English: Story = {
  args: { label: undefined },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Time left' })).toHaveTextContent('18:45');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    await expect(canvas.getByText('The pause has been used')).toBeVisible();
  },
};

export const Dark: Story = { args: { now: stoppedAt(READING - 240) }, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { now: stoppedAt(600), initialPause: { startedAt: START + 300_000 } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
