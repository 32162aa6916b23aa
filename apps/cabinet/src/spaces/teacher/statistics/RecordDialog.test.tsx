import { ApiError } from '@cabinet/api/http';
import type { StatisticsRecord } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render';
import { RecordDialog } from './RecordDialog';

const needsRevision: StatisticsRecord = {
  id: 7,
  date: '2026-11-12',
  category: 'speaking_clubs',
  description: 'Speaking club "Travel"',
  type: 'other',
  rate: 350,
  amount: 1.5,
  units: 'hours',
  sum: 525,
  status: 'need_revision',
  editable: true,
  review_comment: 'Only 1 hour was booked for this club.',
  change_after_verify: null,
  late_cancel: false,
};

const open = (props: Partial<Parameters<typeof RecordDialog>[0]> = {}) => {
  const onSave = vi.fn(() => Promise.resolve());
  const page = renderWithApp(
    <AppTheme>
      <RecordDialog open defaultDate="2026-11-20" onSave={onSave} onClose={() => undefined} {...props} />
    </AppTheme>,
  );
  return {
    onSave: (props.onSave as typeof onSave | undefined) ?? onSave,
    dialog: screen.getByRole('dialog'),
    close: page.unmount,
  };
};

/** The drafts kept on this device. */
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('formDraft:'));

// A draft typed in one test would come back in the next.
beforeEach(() => localStorage.clear());

describe('RecordDialog (every field required)', () => {
  it('refuses an empty form with a message at each field, and sends nothing', async () => {
    const { onSave, dialog } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Додати запис' }));
    expect(
      await within(dialog).findByText('Деякі поля не заповнено або заповнено неправильно.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Опис/ })).toHaveAccessibleDescription(
      'Вкажіть опис.',
    );
    expect(within(dialog).getByRole('combobox', { name: /Категорія/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Оберіть категорію.')).toBeVisible();
    expect(within(dialog).getByText('Оберіть тип.')).toBeVisible();
    expect(within(dialog).getByText('Вкажіть ставку.')).toBeVisible();
    expect(within(dialog).getByText('Оберіть одиниці.')).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits a record with its values and sends them all', async () => {
    const { onSave, dialog } = open({ record: needsRevision });
    expect(within(dialog).getByRole('heading', { name: 'Редагування запису статистики' })).toBeVisible();
    const amount = within(dialog).getByRole('textbox', { name: /Кількість/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зберегти зміни' }));
    expect(onSave).toHaveBeenCalledWith({
      date: '2026-11-12',
      category: 'speaking_clubs',
      description: 'Speaking club "Travel"',
      type: 'other',
      rate: 350,
      amount: 1,
      units: 'hours',
    });
  });

  it("shows the server's 422 at the field it names, keeping what was typed", async () => {
    const onSave = vi.fn(() =>
      Promise.reject(
        new ApiError(422, 'validation_failed', 'The given data was invalid: rate.', {
          error: 'validation_failed',
          field: 'rate',
        }),
      ),
    );
    const { dialog } = open({ record: needsRevision, onSave });
    const rate = within(dialog).getByRole('textbox', { name: /Ставка/ });
    await userEvent.clear(rate);
    await userEvent.type(rate, '350,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зберегти зміни' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(rate).toHaveAccessibleDescription('Ставка — ціле число гривень від 0 до 100 000.');
    expect(rate).toHaveValue('350,5');
    expect(rate).toHaveFocus();
  });

  it('keeps what was typed when the school fails to save (500), and says so', async () => {
    const onSave = vi.fn(() =>
      Promise.reject(new ApiError(500, 'server_error', 'down', { error: 'server_error', message: 'down' })),
    );
    const { dialog } = open({ record: needsRevision, onSave });
    const description = within(dialog).getByRole('textbox', { name: /Опис/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Speaking club, 1 hour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зберегти зміни' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Щось пішло не так');
    expect(description).toHaveValue('Speaking club, 1 hour');
    // The draft on the device stays too.
    await waitFor(() => expect(drafts()).toHaveLength(1));
  });
});

describe('RecordDialog: a draft on the device', () => {
  it('restores a half-typed new record with a notice after the tab closes', async () => {
    const first = open();
    await userEvent.type(within(first.dialog).getByRole('textbox', { name: /Опис/ }), 'Розмовний клуб');
    await userEvent.type(within(first.dialog).getByRole('textbox', { name: /Ставка/ }), '350');
    await userEvent.click(within(first.dialog).getByRole('radio', { name: 'Години' }));
    first.close();

    const { dialog } = open();
    expect(await within(dialog).findByText(/^Відновлено вашу незбережену чернетку від /)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Опис/ })).toHaveValue('Розмовний клуб');
    expect(within(dialog).getByRole('textbox', { name: /Ставка/ })).toHaveValue('350');
    expect(within(dialog).getByRole('radio', { name: 'Години' })).toBeChecked();
  });

  it('keeps an edit apart from a new record, and removes it once the school saves it', async () => {
    const first = open({ record: needsRevision });
    const amount = within(first.dialog).getByRole('textbox', { name: /Кількість/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1');
    first.close();
    const fresh = open();
    expect(within(fresh.dialog).getByRole('textbox', { name: /Кількість/ })).toHaveValue('');
    fresh.close();

    const { onSave, dialog } = open({ record: needsRevision });
    expect(await within(dialog).findByText(/^Відновлено вашу незбережену чернетку від /)).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Кількість/ })).toHaveValue('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Зберегти зміни' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ amount: 1 }));
    await waitFor(() => expect(drafts()).toEqual([]));
  });

  it('forgets what was typed when the dialog is cancelled', async () => {
    const onClose = vi.fn();
    const first = open({ onClose });
    await userEvent.type(within(first.dialog).getByRole('textbox', { name: /Опис/ }), 'Розмовний клуб');
    await waitFor(() => expect(drafts()).toHaveLength(1));
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Скасувати' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(drafts()).toEqual([]);
  });
});
