import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shownDialog } from '../confirm-dialog/story-helpers';
import { SubstitutionRequestDialog, type SubstitutionRequestDialogProps } from './SubstitutionRequestDialog';

const meta = {
  title: 'Modals/SubstitutionRequestDialog',
  component: SubstitutionRequestDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: {
    open: true,
    lessonTitle: 'General English B1, урок 14',
    lessonDate: '2026-11-24T16:30:00Z',
    onSubmit: fn(),
    onClose: fn(),
  },
  play: async () => {
    await shownDialog();
  },
} satisfies Meta<typeof SubstitutionRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lesson describes the dialog; the reason takes the focus and counts its characters. */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog('Запит на заміну');
    await expect(dialog).toHaveAccessibleDescription(
      'Урок: General English B1, урок 14 — 24 листопада 2026, 18:30',
    );
    const reason = within(dialog).getByRole('textbox', { name: /Причина заміни/ });
    await expect(reason).toHaveFocus();
    await expect(reason).toHaveAccessibleDescription('0 з 500 символів');
  },
};

/** Sending without a reason shows an error; writing one sends it with the comment. */
export const FillInAndSubmit: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog();
    const body = within(dialog);
    const send = body.getByRole('button', { name: 'Надіслати запит' });
    await userEvent.click(send);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const reason = body.getByRole('textbox', { name: /Причина заміни/ });
    await expect(body.getByRole('alert')).toHaveTextContent('Вкажіть причину заміни.');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveFocus();

    await userEvent.type(reason, 'Лікарняний');
    await expect(reason).toHaveAccessibleDescription('10 з 500 символів');
    await userEvent.click(body.getByRole('textbox', { name: /Коментар/ }));
    await userEvent.paste('Матеріали уроку в папці групи.');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'Лікарняний',
      comment: 'Матеріали уроку в папці групи.',
    });
  },
};

/** Past 500 characters the field says so at once and the request is not sent. */
export const TooLong: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog();
    const reason = within(dialog).getByRole('textbox', { name: /Причина заміни/ });
    await userEvent.click(reason);
    await userEvent.paste('Відрядження. '.repeat(40));
    await expect(reason).toHaveAccessibleDescription('Скоротіть текст: 520 з 500 символів.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати запит' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await shownDialog();
    await expect(within(dialog).getByRole('button', { name: 'Надіслати запит' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server found nobody: the dialog words the code and keeps the reason. */
export const NoTeachersAvailable: Story = {
  render: function Render(args: SubstitutionRequestDialogProps) {
    const [error, setError] = useState<string>();
    return (
      <SubstitutionRequestDialog
        {...args}
        error={error}
        onSubmit={(values) => {
          args.onSubmit(values);
          setError('no_teachers_available');
        }}
      />
    );
  },
  play: async ({ args }) => {
    const dialog = await shownDialog();
    const reason = within(dialog).getByRole('textbox', { name: /Причина заміни/ });
    await userEvent.click(reason);
    await userEvent.paste('Відрядження до Львова');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати запит' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'Відрядження до Львова', comment: '' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'На обраний час немає вільних викладачів.',
    );
    await expect(reason).toHaveValue('Відрядження до Львова');
  },
};

/** Any other server message shows as it came. */
export const WithServerError: Story = {
  args: { error: 'Запит на цей урок уже надіслано, дочекайтеся відповіді адміністратора.' },
};

export const EscapeCloses: Story = {
  render: function Render(args: SubstitutionRequestDialogProps) {
    const [open, setOpen] = useState(true);
    return (
      <SubstitutionRequestDialog
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
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongUkrainianText: Story = {
  args: {
    lessonTitle:
      'Business English для керівників відділів продажу ТОВ «Дніпровська енергетична компанія», урок 27: переговори та аргументація',
    error: 'no_teachers_available',
  },
};

export const English: Story = {
  args: { lessonTitle: 'General English B1, lesson 14', error: 'no_teachers_available' },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await shownDialog('Request a substitute');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No teachers available at the selected time.',
    );
    await expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      '0 of 500 characters',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await shownDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Надіслати запит' }));
    await expect(within(dialog).getByRole('alert')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { error: 'no_teachers_available' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await shownDialog();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
