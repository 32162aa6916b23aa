import { getToken, setToken } from '@cabinet/api/http';
import { AppTheme } from '@cabinet/design-system/theme';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKeysOf, writeDraft } from '../../shared/drafts/draft-store';
import { renderWithApp } from '../../testing/render';
import { CabinetLayout } from './CabinetLayout';
import { olena } from '../../testing/users';

const LOADING = 'Завантаження…';

describe('the cabinet layout while the router loads the next page', () => {
  it('marks the page place busy and shows a loading bar', () => {
    renderWithApp(
      <CabinetLayout user={undefined} navigating>
        <h1>Профіль</h1>
      </CabinetLayout>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: LOADING })).toBeInTheDocument();
  });

  it('has neither once the page stands', () => {
    renderWithApp(
      <CabinetLayout user={undefined}>
        <h1>Профіль</h1>
      </CabinetLayout>,
    );
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

const openAsOlena = () =>
  renderWithApp(
    <AppTheme>
      <CabinetLayout user={olena}>
        <h1>Профіль</h1>
      </CabinetLayout>
    </AppTheme>,
  );

describe('the header’s partners', () => {
  it('shows each partner’s logo from the build’s configuration, named in the page’s language', () => {
    openAsOlena();
    const logo = screen.getByRole('img', { name: 'Мовна школа' });
    expect(logo).toHaveAttribute('src', '/media/partners/school.svg');
    expect(screen.getAllByRole('img', { name: /.+/ }).length).toBeGreaterThanOrEqual(2);
  });
});

const keepDraft = (owner: number, record: string) =>
  writeDraft({ owner, form: 'moduleFeedback', record }, { comment: 'Половина відгуку' });

describe('signing out with unsaved drafts on the device', () => {
  beforeEach(() => {
    localStorage.clear();
    setToken('a-session');
  });

  it('says so first; staying keeps them, confirming deletes only the user’s own', async () => {
    keepDraft(1, '5');
    keepDraft(1, '6');
    keepDraft(2, '5');
    openAsOlena();
    await userEvent.click(screen.getByRole('button', { name: 'Вийти' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вийти й видалити незбережені чернетки?' });
    expect(dialog).toHaveTextContent('На цьому пристрої є 2 ваші незбережені чернетки.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Залишитися' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(draftKeysOf(1)).toHaveLength(2);
    expect(getToken()).toBe('a-session');

    await userEvent.click(screen.getByRole('button', { name: 'Вийти' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Вийти й видалити' }));
    expect(draftKeysOf(1)).toEqual([]);
    expect(draftKeysOf(2)).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it('signs out at once when no draft waits', async () => {
    keepDraft(2, '5');
    openAsOlena();
    await userEvent.click(screen.getByRole('button', { name: 'Вийти' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
