import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'Form/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: { label: 'Електронна пошта', type: 'email', name: 'email' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { hint: 'Ми надішлемо пароль на цю адресу.' } };

export const WithError: Story = {
  args: { defaultValue: 'olena@', error: 'Введіть коректну електронну пошту' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Електронна пошта/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Введіть коректну електронну пошту');
  },
};

export const English: Story = {
  args: { label: 'E-mail', hint: 'We will send a password to it.' },
  globals: { locale: 'en' },
};

export const LongUkrainianText: Story = {
  args: {
    label: 'Коментар до заявки на навчання в групі підготовки до міжнародного іспиту',
    hint: 'Розкажіть, коли вам зручно навчатися, який у вас рівень англійської та чого ви хочете досягти.',
  },
};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Електронна пошта/);
    await userEvent.type(input, 'olena@demo.school');
    await expect(input).toHaveValue('olena@demo.school');
  },
};

export const Dark: Story = { args: { error: 'Введіть електронну пошту' }, globals: { theme: 'dark' } };

export const Phone: Story = {
  args: { hint: 'Ми надішлемо пароль на цю адресу.' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
