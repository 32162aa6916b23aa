import { setToken } from '@cabinet/api/http';
import { TextInput } from '@cabinet/design-system/text-input';
import { AppTheme } from '@cabinet/design-system/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { LeaveGuard } from './LeaveGuard';
import { type DirtyReporter, useDirtyForms, useReportDirty } from './use-dirty-forms';

function NoteForm({ onDirtyChange }: { onDirtyChange: DirtyReporter }) {
  const { register, formState } = useForm({ defaultValues: { note: '' } });
  useReportDirty('note', formState.isDirty, onDirtyChange);
  return <TextInput label="Нотатка" {...register('note')} />;
}

function FormPage() {
  const { anyDirty, report } = useDirtyForms();
  return (
    <>
      <NoteForm onDirtyChange={report} />
      <Link to="/elsewhere">Деінде</Link>
      <LeaveGuard when={anyDirty} />
    </>
  );
}

const renderPage = () => {
  const router = createMemoryRouter([
    { path: '/', element: <FormPage /> },
    { path: '/elsewhere', element: <h1>Інша сторінка</h1> },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <AppTheme>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppTheme>
    </I18nextProvider>,
  );
  return router;
};

beforeEach(() => setToken('a-session'));

describe('LeaveGuard', () => {
  it('lets a clean page go at once', async () => {
    const person = userEvent.setup();
    const router = renderPage();
    await person.click(screen.getByRole('link', { name: 'Деінде' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving unsaved changes: continue editing keeps them, leave goes', async () => {
    const person = userEvent.setup();
    const router = renderPage();
    await person.type(screen.getByLabelText('Нотатка'), 'чернетка');
    await person.click(screen.getByRole('link', { name: 'Деінде' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вийти без збереження?' });
    await person.click(screen.getByRole('button', { name: 'Продовжити редагування' }));
    await waitForElementToBeRemoved(dialog);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Нотатка')).toHaveValue('чернетка');
    await person.click(screen.getByRole('link', { name: 'Деінде' }));
    await person.click(await screen.findByRole('button', { name: 'Вийти' }));
    expect(await screen.findByRole('heading', { name: 'Інша сторінка' })).toBeInTheDocument();
  });
});
