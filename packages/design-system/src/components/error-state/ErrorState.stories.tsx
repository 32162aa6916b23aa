import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'States/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server's own message, announced at once; "Try again" reloads. */
export const WithMessage: Story = {
  args: { message: 'Не вдалося завантажити розклад: сервер тимчасово недоступний.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не вдалося завантажити розклад');
    await userEvent.click(canvas.getByRole('button', { name: 'Спробувати ще раз' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No message from the server: the general one. */
export const WithoutMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Щось пішло не так, спробуйте пізніше');
    await userEvent.click(canvas.getByRole('button', { name: 'Спробувати ще раз' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing to retry: the message alone. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'Доступ до цього курсу закрито.' },
};

export const LongUkrainianText: Story = {
  args: {
    message:
      'Не вдалося зберегти домашнє завдання з курсу «Індивідуальна програма підготовки до міжнародного іспиту Cambridge B2 First for Schools», бо файл перевищує дозволений розмір.',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong, try again later');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { message: 'Не вдалося завантажити розклад: сервер тимчасово недоступний.' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
