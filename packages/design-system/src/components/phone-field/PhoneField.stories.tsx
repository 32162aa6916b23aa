import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  tags: ['autodocs'],
  args: { name: 'phone', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '+380 67 123 45 67' } };

export const WithBrackets: Story = { args: { defaultValue: '+38 (044) 234-56-78' } };

export const CustomHint: Story = {
  args: { label: 'Телефон для зв’язку', hint: 'Менеджер зателефонує, щоб узгодити час пробного уроку.' },
};

/** The keypad and autofill attributes; an empty required field asks for the number on blur. */
export const RequiredLeftEmpty: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Телефон/ });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Введіть номер телефону');
  },
};

/** Letters in the number are flagged on blur; once fixed, the hint comes back. */
export const InvalidThenFixed: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '+380 67 12x');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^Введіть номер телефону: від 7 до 20 цифр/);
    await userEvent.clear(input);
    await userEvent.type(input, '+38 (067) 123-45-67');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).toHaveAccessibleDescription('Наприклад, +380 67 123 45 67');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: '+380 67 123 45 67 89 00',
    error: 'Введіть номер телефону: від 7 до 20 цифр, можна з пробілами, дефісами й дужками',
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: '+380 67 123 45 67',
    hint: 'Номер підтверджено: щоб змінити його, зверніться до менеджера.',
  },
};

export const LongUkrainianText: Story = {
  args: {
    label: 'Номер телефону відповідальної особи для термінового зв’язку під час занять',
    hint: 'Вкажіть номер, за яким вас можна застати в робочий час; ми не передаємо його третім особам.',
    defaultValue: '+380 (67) 123-45-67',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAccessibleDescription('For example, +380 67 123 45 67');
  },
};

export const Dark: Story = {
  args: {
    defaultValue: '+380 67',
    error: 'Введіть номер телефону: від 7 до 20 цифр, можна з пробілами, дефісами й дужками',
  },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { defaultValue: '+380 67 123 45 67' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
