import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { name: 'password', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules' states in the order shown, read from the list. */
const ruleStates = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-met'));

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'Demo1234' } };

export const WithHint: Story = { args: { hint: 'Пароль із листа, який ми надіслали після реєстрації.' } };

/** Shows and hides the password with a labelled toggle that says whether it is pressed. */
export const ShowAndHide: Story = {
  args: { defaultValue: 'Demo1234' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Пароль');
    const toggle = canvas.getByRole('button', { name: 'Показати пароль' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const RequiredLeftEmpty: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Пароль/);
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Введіть пароль');
  },
};

export const WrongPassword: Story = {
  args: { defaultValue: 'demo1234', error: 'Неправильна пошта або пароль' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Demo1234', hint: 'Пароль можна змінити після підтвердження пошти.' },
};

export const NewPasswordNoRulesMet: Story = {
  args: { isNew: true },
  play: async ({ canvasElement }) => {
    await expect(ruleStates(canvasElement)).toEqual(['false', 'false', 'false']);
    await expect(within(canvasElement).getByLabelText('Новий пароль')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const NewPasswordSomeRulesMet: Story = {
  args: { isNew: true, defaultValue: 'kyivlondon' },
  play: async ({ canvasElement }) => {
    await expect(ruleStates(canvasElement)).toEqual(['true', 'false', 'false']);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Виконано вимог до пароля: 1 з 3',
    );
  },
};

export const NewPasswordAllRulesMet: Story = {
  args: { isNew: true, defaultValue: 'KyivLondon2026' },
  play: async ({ canvasElement }) => {
    await expect(ruleStates(canvasElement)).toEqual(['true', 'true', 'true']);
  },
};

/** Rules turn met as you type; a weak password is flagged on blur and clears once it is strong. */
export const NewPasswordTyped: Story = {
  args: { isNew: true, required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Новий пароль/);
    await expect(input).toHaveAccessibleDescription(/щонайменше 8 символів \(ще не виконано\)/);
    await userEvent.type(input, 'olena');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/^Пароль не відповідає вимогам нижче/);
    await userEvent.type(input, 'Koval7');
    await expect(ruleStates(canvasElement)).toEqual(['true', 'true', 'true']);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 з 3');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).toHaveAccessibleDescription(/щонайменше 8 символів \(виконано\)/);
  },
};

export const LongUkrainianText: Story = {
  args: {
    isNew: true,
    label: 'Придумайте новий пароль для входу до кабінету студента мовної школи',
    hint: 'Не використовуйте пароль, який ви вже вводили на інших сайтах, і не повідомляйте його нікому.',
    defaultValue: 'Пароль',
  },
};

export const English: Story = {
  args: { isNew: true, defaultValue: 'london' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('New password')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(canvas.getByText('an uppercase letter')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { isNew: true, defaultValue: 'london2026', error: 'Пароль не відповідає вимогам нижче' },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { isNew: true, defaultValue: 'Kyiv' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
