import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DS_NAMESPACE } from '../../i18n';
import { EmailField } from './EmailField';
import { emailMessageKeys, validateEmail } from './validateEmail';

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  tags: ['autodocs'],
  args: { name: 'email', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'olena.koval@gmail.com' } };

export const WithHint: Story = { args: { hint: 'Ми надішлемо пароль на цю адресу.', required: true } };

/** Left empty, a required field asks for the address. */
export const RequiredLeftEmpty: Story = {
  args: { required: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Електронна пошта/ });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Введіть електронну пошту');
  },
};

/** Type a wrong address, leave the field: the message appears; fix it: the message goes. */
export const InvalidThenFixed: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Електронна пошта' });
    await userEvent.type(input, 'olena.koval@gmail');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Введіть коректну електронну пошту');
    await userEvent.type(input, '.com');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(input).not.toHaveAccessibleDescription();
  },
};

/** A message from the form or the server wins over the field's own check. */
export const FormError: Story = {
  args: { defaultValue: 'olena.koval@gmail.com', error: 'Ця адреса вже зареєстрована в кабінеті' },
};

export const Invalid: Story = {
  args: { defaultValue: 'olena.koval@', error: 'Введіть коректну електронну пошту' },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: 'olena.koval@gmail.com',
    hint: 'Адресу змінює менеджер школи: напишіть у підтримку.',
  },
};

/** How a form uses it: the form checks on submit and passes the message in `error`. */
function SignUpForm() {
  const { t } = useTranslation(DS_NAMESPACE);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [summary, setSummary] = useState<'empty' | 'saved' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem ? t(emailMessageKeys[problem]) : undefined);
    setSummary(problem === 'required' ? 'empty' : problem ? null : 'saved');
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} sx={{ maxWidth: 420 }}>
      {summary === 'empty' && <Alert severity="error">{t('forms.common.someFieldsEmpty')}</Alert>}
      {summary === 'saved' && <Alert severity="success">{t('forms.common.saved')}</Alert>}
      <EmailField
        name="email"
        required
        validateOnBlur={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('forms.common.submit')}
      </Button>
    </Stack>
  );
}

export const SubmitInForm: Story = {
  render: () => <SignUpForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Електронна пошта/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Надіслати' }));
    await expect(await canvas.findByText('Деякі поля не заповнено')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Введіть електронну пошту');
    await userEvent.type(input, 'olena@demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Надіслати' }));
    await expect(input).toHaveAccessibleDescription('Введіть коректну електронну пошту');
    await userEvent.type(input, '.school');
    await userEvent.click(canvas.getByRole('button', { name: 'Надіслати' }));
    await expect(await canvas.findByText('Збережено')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

export const LongUkrainianText: Story = {
  args: {
    label: 'Електронна пошта відповідальної особи (батька, матері або опікуна) студента',
    hint: 'На цю адресу надходитимуть звіти про відвідування, домашні завдання та рахунки за навчання.',
    defaultValue: 'oleksandra.kovalenko-shevchenko.family@ukr.net',
  },
};

export const English: Story = {
  args: { hint: 'We will send a password to this address.' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'olena@');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email');
  },
};

export const Dark: Story = {
  args: { defaultValue: 'olena@', error: 'Введіть коректну електронну пошту' },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { hint: 'Ми надішлемо пароль на цю адресу.', defaultValue: 'olena.koval@gmail.com' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
