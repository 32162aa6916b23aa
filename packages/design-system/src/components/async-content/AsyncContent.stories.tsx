import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { AsyncContent, type AsyncState } from './AsyncContent';

const clubs = ['Розмовний клуб: подорожі', 'Розмовний клуб: кіно', 'Дебати англійською'];

/** A list of clubs as a page shows it, in the state the story gives. */
function ClubList({ state, onRetry }: { state: AsyncState; onRetry: () => void }) {
  return (
    <AsyncContent
      state={state}
      error={<ErrorState message="Не вдалося завантажити клуби." onRetry={onRetry} />}
      empty={<EmptyState kind="noClubs" />}
    >
      {() => (
        <ul>
          {clubs.map((club) => (
            <li key={club}>{club}</li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

const meta = {
  title: 'States/AsyncContent',
  component: ClubList,
  tags: ['autodocs'],
  args: { state: 'ready', onRetry: fn() },
  // Each state is drawn by its own component, whose stories have the screenshots; one story here
  // shows all four side by side.
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof ClubList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While loading: a busy placeholder with a "Loading…" status, and nothing else. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Завантаження…');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Loading failed: the reason and "Try again", which loads again. */
export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не вдалося завантажити клуби.');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Спробувати ще раз' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing came: the empty state's heading and text instead of an empty list. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Loaded: the content alone. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The English texts of the states the design system writes itself. */
export const English: Story = {
  args: { state: 'loading' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The failed state in the dark theme: the error's alert and its retry. */
export const Dark: Story = {
  args: { state: 'error' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** The four states side by side, as a designer compares them. */
export const EveryState: Story = {
  parameters: { chromatic: { disableSnapshot: false } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      {(['loading', 'error', 'empty', 'ready'] as const).map((state) => (
        <section key={state}>
          <Typography variant="overline" component="p">
            {state}
          </Typography>
          <ClubList state={state} onRetry={args.onRetry} />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};
