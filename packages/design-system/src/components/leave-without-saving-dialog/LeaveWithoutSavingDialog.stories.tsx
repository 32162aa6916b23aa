import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { shownDialog } from '../confirm-dialog/story-helpers';
import { LeaveWithoutSavingDialog, type LeaveWithoutSavingDialogProps } from './LeaveWithoutSavingDialog';

const meta = {
  title: 'Modals/LeaveWithoutSavingDialog',
  component: LeaveWithoutSavingDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  args: { open: true, onClose: fn(), onLeave: fn() },
  play: async () => {
    await shownDialog();
  },
} satisfies Meta<typeof LeaveWithoutSavingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closes for real when the story's own state says so. */
function Stateful(args: LeaveWithoutSavingDialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <LeaveWithoutSavingDialog
      {...args}
      open={open}
      onClose={() => {
        args.onClose();
        setOpen(false);
      }}
    />
  );
}

/** The warning, named by its title; the focus starts on the safe "Continue editing". */
export const Open: Story = {
  play: async () => {
    const dialog = await shownDialog('Вийти без збереження?');
    await expect(dialog).toHaveAccessibleDescription('Усі внесені зміни буде втрачено.');
    await expect(within(dialog).getByRole('button', { name: 'Продовжити редагування' })).toHaveFocus();
  },
};

/** "Continue editing" closes the dialog and leaves nothing. */
export const ContinueEditingCloses: Story = {
  render: Stateful,
  play: async ({ args }) => {
    const dialog = await shownDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Продовжити редагування' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** Escape closes it the same way. */
export const EscapeCloses: Story = {
  render: Stateful,
  play: async ({ args }) => {
    await shownDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** "Leave" drops the changes. */
export const Leave: Story = {
  play: async ({ args }) => {
    const dialog = await shownDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вийти' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await shownDialog('Leave without saving?');
    await expect(within(dialog).getByRole('button', { name: 'Continue editing' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await shownDialog();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
