import { TextInput } from '@cabinet/design-system/text-input';
import { AppTheme } from '@cabinet/design-system/theme';
import { render, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadPageTexts } from '../../i18n';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { followManifestLanguage } from './manifest-language';
import { UpdateNotice } from './UpdateNotice';

beforeAll(() => loadPageTexts('pwa'));

/** A page with a form guarded as every form of the app is, and the update notice over it. */
function NotePage({ onReload }: { onReload: () => void }) {
  const { register, formState } = useForm({ defaultValues: { note: '' } });
  return (
    <>
      <TextInput label="Нотатка" {...register('note')} />
      <LeaveGuard when={formState.isDirty} />
      <UpdateNotice onReload={onReload} />
    </>
  );
}

const renderPage = (onReload: () => void) => {
  const router = createMemoryRouter([{ path: '/', element: <NotePage onReload={onReload} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <AppTheme>
        <RouterProvider router={router} />
      </AppTheme>
    </I18nextProvider>,
  );
  return screen.getByRole('region', { name: 'Оновлення кабінету' });
};

describe('the new version’s notice', () => {
  it('reloads at once when no form holds unsaved changes', async () => {
    const onReload = vi.fn();
    const notice = renderPage(onReload);
    expect(notice).toHaveTextContent('Нова версія');
    // Named, with named buttons (colours are not laid out here: the alert's standard ones meet 4.5:1).
    const { violations } = await axe.run(notice, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Оновити' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('never reloads under an unsaved form: it says it waits, and reloads once the form is back as it was', async () => {
    const onReload = vi.fn();
    renderPage(onReload);
    const field = screen.getByLabelText('Нотатка');
    await userEvent.type(field, 'Текст');
    await userEvent.click(screen.getByRole('button', { name: 'Оновити' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Нова версія: сторінка оновиться, щойно ви збережете або залишите форму.',
    );
    expect(screen.queryByRole('button', { name: 'Оновити' })).toBeNull();
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
  });

  it('"Later" hides it', async () => {
    const onReload = vi.fn();
    renderPage(onReload);
    const reload = screen.getByRole('button', { name: 'Оновити' });
    await userEvent.click(screen.getByRole('button', { name: 'Пізніше' }));
    await waitForElementToBeRemoved(reload);
    expect(onReload).not.toHaveBeenCalled();
  });
});

describe('the install manifest', () => {
  afterEach(() => i18n.changeLanguage('uk'));

  it('follows the interface’s language', async () => {
    const link = Object.assign(document.createElement('link'), { rel: 'manifest' });
    link.setAttribute('href', '/manifest.webmanifest');
    document.head.append(link);
    const stop = followManifestLanguage(i18n);
    await i18n.changeLanguage('en');
    expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');
    await i18n.changeLanguage('uk');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    stop();
    link.remove();
  });
});
