import { ApiError } from '@cabinet/api/http';
import type { StatisticsRecord } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
  renderWithApp(
    <AppTheme>
      <RecordDialog open defaultDate="2026-11-20" onSave={onSave} onClose={() => undefined} {...props} />
    </AppTheme>,
  );
  return {
    onSave: (props.onSave as typeof onSave | undefined) ?? onSave,
    dialog: screen.getByRole('dialog'),
  };
};

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
  });
});
