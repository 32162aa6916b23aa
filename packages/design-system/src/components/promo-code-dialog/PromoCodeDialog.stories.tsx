import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test';
import { PromoCodeDialog, type PromoCodeDialogProps } from './PromoCodeDialog';

type WriteText = Mock<(text: string) => Promise<void>>;

/** Replaces the browser's clipboard for one story; the returned function restores it. */
function mockClipboard(writeText: WriteText) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

const acceptingClipboard: WriteText = fn(async (_text: string) => {});
const refusingClipboard: WriteText = fn(async (_text: string) => {
  throw new DOMException('Clipboard access denied', 'NotAllowedError');
});

/** The dialog with the button that opens it, as a page uses it. */
function WithOpener(args: PromoCodeDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Показати промокод
      </Button>
      <PromoCodeDialog
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Offers/PromoCodeDialog',
  component: PromoCodeDialog,
  tags: ['autodocs'],
  render: WithOpener,
  args: {
    open: true,
    onClose: fn(),
    onCopied: fn(),
    title: 'Знижка 15% на книжки англійською',
    partnerName: 'Книгарня «Є»',
    code: 'CABINET15',
    rules: ['Діє в усіх книгарнях мережі в Києві', 'Одна знижка на один чек'],
  },
  beforeEach: () => {
    acceptingClipboard.mockClear();
    refusingClipboard.mockClear();
    return mockClipboard(acceptingClipboard);
  },
} satisfies Meta<typeof PromoCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Знижка 15% на книжки англійською',
    });
    await waitFor(() => expect(within(dialog).getByText('CABINET15')).toBeVisible());
  },
};

export const RulesAsText: Story = {
  args: { rules: 'Покажіть промокод баристі в кав’ярні на вул. Сагайдачного, 25.', partnerName: undefined },
};

export const WithoutRules: Story = { args: { rules: undefined } };

/** Copy writes the code to the clipboard and says so in a polite live region. */
export const Copies: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Копіювати' }));
    await expect(acceptingClipboard).toHaveBeenCalledWith('CABINET15');
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Промокод скопійовано'));
    await expect(args.onCopied).toHaveBeenCalledOnce();
  },
};

/** When the browser refuses the clipboard, the code is selected and the user told to copy it. */
export const ClipboardRefused: Story = {
  beforeEach: () => mockClipboard(refusingClipboard),
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Копіювати' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(/Не вдалося скопіювати автоматично/),
    );
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe('CABINET15');
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** Focus moves into the dialog on open and back to the opening button on close. */
export const CloseReturnsFocus: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Показати промокод' });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрити' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

/** Escape closes the dialog as well. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const LongUkrainianText: Story = {
  args: {
    title: 'Безкоштовна індивідуальна консультація з вибору літератури для підготовки до міжнародних іспитів',
    partnerName: 'Мережа англомовних книгарень та бібліотек для дорослих і дітей «Читаємо разом»',
    code: 'CONSULTATION-INTERNATIONAL-EXAMS-2026',
    rules: [
      'Консультацію можна отримати в будь-якій книгарні мережі за попереднім записом телефоном',
      'Пропозиція діє лише для студентів школи з активним навчанням у поточному семестрі',
    ],
  },
};

export const English: Story = {
  args: {
    title: '15% off English books',
    rules: ['Valid in every shop in Kyiv', 'One discount per receipt'],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Promo code copied'));
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** On a phone the dialog and its long code fit the width without scrolling sideways. */
export const Phone: Story = {
  args: { code: 'CONSULTATION-INTERNATIONAL-EXAMS-2026' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(360));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
