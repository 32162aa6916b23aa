import { TextInput } from '@cabinet/design-system/text-input';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { DraftNotice } from './DraftNotice';
import { DraftOwnerProvider } from './draft-owner';
import { draftKeysOf, readDraft, storageKeyOf } from './draft-store';
import { useFormDraft } from './use-form-draft';

type Note = { title: string; body: string };
const SCHOOL: Note = { title: 'Тема', body: '' };
const address = { owner: 7, form: 'note', record: '3' } as const;

/** A long form as the cabinet writes one: the school's version as its defaults, a save that may fail. */
function NoteForm({
  school,
  save,
  enabled = true,
}: {
  school: Note;
  save: (values: Note) => Promise<void>;
  enabled?: boolean;
}) {
  const form = useForm<Note>({ defaultValues: school });
  const draft = useFormDraft({ form, name: 'note', record: 3, enabled });
  const [failed, setFailed] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      form.reset(values);
      draft.clear(values);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)}>
      <DraftNotice draft={draft} />
      <TextInput label="Тема" {...form.register('title')} />
      <TextInput label="Текст" {...form.register('body')} />
      {failed ? <p role="alert">Не збережено</p> : null}
      <button type="submit">Зберегти</button>
    </form>
  );
}

type Save = (values: Note) => Promise<void>;
const ok: Save = () => Promise.resolve();
const offline: Save = () => Promise.reject(new Error('offline'));

type Opening = { owner?: number | null; school?: Note; save?: Save; enabled?: boolean };

const page = ({ owner = 7, school = SCHOOL, save = ok, enabled = true }: Opening) => (
  <I18nextProvider i18n={i18n}>
    <DraftOwnerProvider owner={owner}>
      <NoteForm school={school} save={save} enabled={enabled} />
    </DraftOwnerProvider>
  </I18nextProvider>
);

const open = (opening: Opening = {}) => render(page(opening));

const kept = () => readDraft<Note>(address)?.values ?? null;

beforeEach(() => localStorage.clear());

describe('a long form’s draft on the device', () => {
  it('is kept as it is typed, per user, form and record', async () => {
    open();
    await userEvent.type(screen.getByLabelText('Текст'), 'Половина відгуку');
    await waitFor(() => expect(kept()).toEqual({ title: 'Тема', body: 'Половина відгуку' }));
    expect(localStorage.getItem(storageKeyOf(address))).not.toBeNull();
    expect(draftKeysOf(8)).toEqual([]);
  });

  it('comes back after the tab is closed, with a notice of when it was kept', async () => {
    const first = open();
    await userEvent.type(screen.getByLabelText('Текст'), 'Написане до закриття');
    first.unmount();
    open();
    expect(await screen.findByText(/Відновлено вашу незбережену чернетку від/)).toBeInTheDocument();
    expect(screen.getByLabelText('Текст')).toHaveValue('Написане до закриття');
  });

  it('is kept at once when the page is hidden, before the pause after typing ends', async () => {
    open();
    await userEvent.type(screen.getByLabelText('Тема'), '!', { delay: null });
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(kept()?.title).toBe('Тема!');
  });

  it('stays on the device when the save fails, and goes when it succeeds', async () => {
    let save = offline;
    open({ save: (values) => save(values) });
    await userEvent.type(screen.getByLabelText('Текст'), 'Важливий текст');
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не збережено');
    await waitFor(() => expect(kept()?.body).toBe('Важливий текст'));
    save = ok;
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(kept()).toBeNull();
  });

  it('is not restored for another user of the device, whose own draft stays apart', async () => {
    const first = open();
    await userEvent.type(screen.getByLabelText('Текст'), 'Мій текст');
    first.unmount();
    open({ owner: 8 });
    expect(screen.getByLabelText('Текст')).toHaveValue('');
    expect(screen.queryByText(/Відновлено/)).not.toBeInTheDocument();
    expect(kept()?.body).toBe('Мій текст');
  });

  it('can be discarded: the saved version comes back and the draft is gone', async () => {
    const first = open();
    await userEvent.type(screen.getByLabelText('Текст'), 'Чернетка');
    first.unmount();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Відкинути чернетку' }));
    expect(screen.getByLabelText('Текст')).toHaveValue('');
    expect(screen.queryByText(/Відновлено/)).not.toBeInTheDocument();
    await waitFor(() => expect(kept()).toBeNull());
  });

  it('keeps the restored text when the notice is closed', async () => {
    const first = open();
    await userEvent.type(screen.getByLabelText('Текст'), 'Чернетка');
    first.unmount();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Залишити чернетку' }));
    expect(screen.queryByText(/Відновлено/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Текст')).toHaveValue('Чернетка');
    expect(kept()?.body).toBe('Чернетка');
  });

  it('is dropped when the school already holds the same text', async () => {
    const first = open();
    await userEvent.type(screen.getByLabelText('Текст'), 'Те саме');
    first.unmount();
    open({ school: { title: 'Тема', body: 'Те саме' } });
    expect(screen.queryByText(/Відновлено/)).not.toBeInTheDocument();
    expect(kept()).toBeNull();
  });

  it('is not kept when what is typed matches the saved version again', async () => {
    open();
    const body = screen.getByLabelText('Текст');
    await userEvent.type(body, 'ab');
    await waitFor(() => expect(kept()?.body).toBe('ab'));
    await userEvent.clear(body);
    await waitFor(() => expect(kept()).toBeNull());
  });

  it('waits while the form cannot be edited or its owner is unknown, then restores the draft once', async () => {
    const first = open();
    await userEvent.type(screen.getByLabelText('Текст'), 'Чернетка');
    first.unmount();
    const view = open({ owner: null });
    expect(screen.getByLabelText('Текст')).toHaveValue('');
    view.rerender(page({ enabled: false }));
    expect(screen.getByLabelText('Текст')).toHaveValue('');
    expect(kept()?.body).toBe('Чернетка');
    view.rerender(page({}));
    expect(await screen.findByText(/Відновлено вашу незбережену чернетку від/)).toBeInTheDocument();
    expect(screen.getByLabelText('Текст')).toHaveValue('Чернетка');
    await userEvent.clear(screen.getByLabelText('Текст'));
    view.rerender(page({ enabled: false }));
    view.rerender(page({}));
    expect(screen.getByLabelText('Текст')).toHaveValue('');
  });
});
