import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shownDialog } from '../confirm-dialog/story-helpers';
import { StatisticsRecordDialog, type StatisticsRecordDialogProps } from './StatisticsRecordDialog';

const meta = {
  title: 'Modals/StatisticsRecordDialog',
  component: StatisticsRecordDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } } },
  args: { open: true, mode: 'add', onSubmit: fn(), onClose: fn() },
  play: async () => {
    await shownDialog();
  },
} satisfies Meta<typeof StatisticsRecordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const edited = {
  description: 'Корпоративні заняття для ТОВ «Київ Логістик», група Business English B2',
  type: 'corporate',
  rate: 450,
  amount: 6,
  units: 'hours',
} as const;

/** A new record: every field empty. */
export const Add: Story = {
  play: async () => {
    const dialog = await shownDialog('Новий запис статистики');
    await expect(dialog).toHaveAccessibleDescription('Усі поля обов’язкові.');
    await expect(within(dialog).getByRole('textbox', { name: /Опис/ })).toHaveFocus();
  },
};

/** Editing fills the fields and shows the total. */
export const Edit: Story = {
  args: { mode: 'edit', initialValues: edited },
  play: async () => {
    const dialog = await shownDialog('Редагування запису статистики');
    await expect(within(dialog).getByRole('textbox', { name: /Ставка/ })).toHaveValue('450');
    await expect(within(dialog).getByRole('radio', { name: 'Години' })).toBeChecked();
    await expect(within(dialog).getByText('Разом: 2 700 грн')).toBeVisible();
  },
};

/** Sending an empty form shows the summary and a message at each field; filling it in sends the values. */
export const FillInAndSubmit: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog();
    const body = within(dialog);
    await userEvent.click(body.getByRole('button', { name: 'Додати запис' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(body.getByText('Деякі поля не заповнено.')).toBeVisible();
    const description = body.getByRole('textbox', { name: /Опис/ });
    await expect(description).toHaveAccessibleDescription('Вкажіть опис.');
    await expect(description).toHaveFocus();
    await expect(body.getByRole('radiogroup', { name: /Тип/ })).toHaveAccessibleDescription('Оберіть тип.');
    await expect(body.getByRole('radiogroup', { name: /Одиниці/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(description, 'Консультація');
    await userEvent.click(body.getByRole('radio', { name: 'Інший' }));
    await userEvent.type(body.getByRole('textbox', { name: /Ставка/ }), '0');
    await userEvent.type(body.getByRole('textbox', { name: /Кількість/ }), '1,5');
    await userEvent.click(body.getByRole('radio', { name: 'Години' }));
    await userEvent.click(body.getByRole('button', { name: 'Додати запис' }));
    await expect(body.getByText('Деякі поля заповнено неправильно.')).toBeVisible();
    const rate = body.getByRole('textbox', { name: /Ставка/ });
    await expect(rate).toHaveAccessibleDescription('Значення має бути більшим за 0.');
    await expect(rate).toHaveFocus();

    await userEvent.clear(rate);
    await userEvent.type(rate, '400');
    await expect(body.getByText('Разом: 600 грн')).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Додати запис' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      description: 'Консультація',
      type: 'other',
      rate: 400,
      amount: 1.5,
      units: 'hours',
    });
    await expect(body.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Busy: Story = {
  args: { mode: 'edit', initialValues: edited, busy: true },
  play: async ({ args }) => {
    const dialog = await shownDialog();
    const save = within(dialog).getByRole('button', { name: 'Зберегти зміни' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saving failed: the server's message shows and what was typed stays. */
export const WithServerError: Story = {
  args: { mode: 'edit', initialValues: edited },
  render: function Render(args: StatisticsRecordDialogProps) {
    const [error, setError] = useState<string>();
    return (
      <StatisticsRecordDialog
        {...args}
        error={error}
        onSubmit={(values) => {
          args.onSubmit(values);
          setError('Зміни не збережено: запис уже перевірено адміністратором.');
        }}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = await shownDialog();
    const amount = within(dialog).getByRole('textbox', { name: /Кількість/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зберегти зміни' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...edited, amount: 8 });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Зміни не збережено');
    await expect(amount).toHaveValue('8');
  },
};

export const EscapeCloses: Story = {
  render: function Render(args: StatisticsRecordDialogProps) {
    const [open, setOpen] = useState(true);
    return (
      <StatisticsRecordDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    );
  },
  play: async ({ args }) => {
    await shownDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongUkrainianText: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...edited,
      description:
        'Індивідуальні заняття з підготовки до міжнародного іспиту IELTS Academic для співробітників фінансового відділу ТОВ «Дніпровська енергетична компанія» за листопад',
      rate: 1250.5,
      amount: 12,
    },
    error:
      'Зміни не збережено: період статистики за листопад закрито, зверніться до координаторки Ірини Бондаренко.',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    const dialog = await shownDialog('New statistics record');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add record' }));
    await expect(within(dialog).getByText('Some fields are empty.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The errors in the dark mode. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await shownDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Додати запис' }));
    await expect(within(dialog).getByText('Деякі поля не заповнено.')).toBeVisible();
  },
};

export const DarkEdit: Story = {
  args: { mode: 'edit', initialValues: edited },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  args: { mode: 'edit', initialValues: edited },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await shownDialog();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
