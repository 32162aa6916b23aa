import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { shownDialog } from './story-helpers';
import {
  CancelClubBookingDialog,
  CancelSubscriptionRenewalDialog,
  DeactivateCorporateStudentDialog,
  RestoreCorporateStudentDialog,
} from './presets';

const meta = {
  title: 'Modals/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  play: async () => {
    await shownDialog();
  },
  args: {
    open: true,
    title: 'Надіслати відгук студентці?',
    text: 'Олена Коваль побачить відгук у своєму кабінеті. Після надсилання змінити його вже не вийде.',
    confirmLabel: 'Надіслати',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming calls onConfirm once; the first focus is on the confirm button. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog('Надіслати відгук студентці?');
    await expect(dialog).toHaveAccessibleDescription(/Олена Коваль побачить відгук/);
    const confirm = within(dialog).getByRole('button', { name: 'Надіслати' });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A destructive action: red confirm button, the focus starts on Cancel. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Видалити матеріал уроку?',
    text: 'Файл «Present Perfect — вправи.pdf» зникне з уроку для всіх студентів групи.',
    confirmLabel: 'Видалити',
  },
  play: async () => {
    const dialog = await shownDialog('Видалити матеріал уроку?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Скасувати' })).toHaveFocus());
  },
};

/** While busy the confirm button shows a spinner, is announced as unavailable and ignores presses. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const dialog = await shownDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Надіслати' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Зачекайте');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The server refused: its message is an alert inside the dialog, which stays open. */
export const WithServerError: Story = {
  args: { error: 'Не вдалося надіслати відгук. Спробуйте ще раз за кілька хвилин.' },
  play: async () => {
    const dialog = await shownDialog();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Не вдалося надіслати відгук');
  },
};

/** Escape and Cancel both close the dialog without confirming. */
export const EscapeAndCancelClose: Story = {
  render: function Render(args: ConfirmDialogProps) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
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
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelButtonCloses: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скасувати' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const CancelClubBooking: Story = {
  render: (args) => (
    <CancelClubBookingDialog {...presetArgs(args)} clubTitle="Speaking Club: подорожі та пригоди" />
  ),
  play: async ({ args }) => {
    const dialog = await shownDialog('Скасувати бронювання на «Speaking Club: подорожі та пригоди»?');
    await expect(dialog).toHaveAccessibleDescription(/лише до початку/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скасувати бронювання' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const DeactivateCorporateStudent: Story = {
  render: (args) => <DeactivateCorporateStudentDialog {...presetArgs(args)} studentName="Олена Коваль" />,
  play: async () => {
    const dialog = await shownDialog('Деактивувати студента?');
    await expect(dialog).toHaveAccessibleDescription(/тестувань на визначення рівня, груп і корпоративних/);
  },
};

export const RestoreCorporateStudent: Story = {
  render: (args) => <RestoreCorporateStudentDialog {...presetArgs(args)} studentName="Андрій Мельник" />,
};

export const CancelSubscriptionRenewal: Story = {
  render: (args) => (
    <CancelSubscriptionRenewalDialog
      {...presetArgs(args)}
      subscriptionTitle="Розмовна англійська онлайн"
      accessUntil="2026-12-21T10:00:00Z"
    />
  ),
  play: async () => {
    const dialog = await shownDialog();
    await expect(dialog).toHaveAccessibleDescription(/Доступ збережеться до 21 грудня 2026/);
  },
};

export const PresetBusy: Story = {
  args: { busy: true },
  render: (args) => <DeactivateCorporateStudentDialog {...presetArgs(args)} studentName="Олена Коваль" />,
};

export const PresetWithServerError: Story = {
  args: { error: 'Бронювання вже не можна скасувати: зустріч клубу почалася.' },
  render: (args) => <CancelClubBookingDialog {...presetArgs(args)} clubTitle="Book Club: «Тигролови»" />,
};

export const LongUkrainianText: Story = {
  args: {
    tone: 'danger',
    title:
      'Скасувати участь у корпоративному курсі «Ділова англійська для фінансових аналітиків і керівників відділів»?',
    text: 'Після скасування Олександра Шевченко-Коваленко втратить доступ до матеріалів курсу, домашніх завдань, записів уроків і проміжних тестів, а місце в групі перейде наступному студенту з листа очікування.',
    confirmLabel: 'Так, скасувати участь у курсі',
    cancelLabel: 'Ні, залишити студентку в групі',
    error: 'Зміни не збережено: менеджер компанії вже закрив редагування складу групи на цей місяць.',
  },
};

export const English: Story = {
  args: {
    title: 'Send the feedback to the student?',
    text: 'Olena Koval will see the feedback in her cabinet. It cannot be changed after sending.',
    confirmLabel: 'Send',
  },
  globals: { locale: 'en' },
};

export const EnglishPreset: Story = {
  render: (args) => (
    <CancelSubscriptionRenewalDialog
      {...presetArgs(args)}
      subscriptionTitle="Speaking English online"
      accessUntil="2026-12-21T10:00:00Z"
    />
  ),
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await shownDialog('Cancel the subscription renewal?');
    await expect(dialog).toHaveAccessibleDescription(/Access stays until 21 December 2026/);
  },
};

export const Dark: Story = {
  args: { tone: 'danger', error: 'Не вдалося надіслати відгук. Спробуйте ще раз.' },
  globals: { theme: 'dark' },
};

export const Phone: Story = {
  render: (args) => <CancelClubBookingDialog {...presetArgs(args)} clubTitle="Speaking Club: подорожі" />,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

function presetArgs({ open, onConfirm, onClose, busy, error }: ConfirmDialogProps) {
  return { open, onConfirm, onClose, busy, error };
}
