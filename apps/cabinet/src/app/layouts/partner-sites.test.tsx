import type { User } from '@cabinet/api/model';
import { CabinetHeader } from '@cabinet/design-system/cabinet-header';
import { AppTheme } from '@cabinet/design-system/theme';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { renderWithApp } from '../../testing/render';
import { CabinetLayout } from './CabinetLayout';
import { mediaUrl, partnerLogos } from './partner-sites';
import { olena } from '../../testing/users';

afterEach(async () => {
  await act(() => i18n.changeLanguage('uk'));
});

const header = () =>
  renderWithApp(<CabinetHeader partners={partnerLogos(i18n.t)} language="uk" onLanguageChange={() => {}} />);

describe('the header’s partner logos', () => {
  it('are the demo school’s logo images, each named in the interface’s language, linking to its site', async () => {
    const { rerender } = header();
    const school = screen.getByRole('img', { name: 'Мовна школа' });
    expect(school).toHaveAttribute('src', '/media/partners/school.svg');
    expect(screen.getByRole('img', { name: 'Центр підготовки викладачів' })).toHaveAttribute(
      'src',
      '/media/partners/training.svg',
    );
    expect(school.closest('a')).toHaveAttribute('href', 'https://school.example.org');
    expect(school.closest('a')).toHaveAttribute('target', '_blank');

    await act(() => i18n.changeLanguage('en'));
    rerender(<CabinetHeader partners={partnerLogos(i18n.t)} language="en" onLanguageChange={() => {}} />);
    expect(screen.getByRole('img', { name: 'Language school' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Teacher training centre' })).toBeInTheDocument();
  });
});

describe('the avatar’s address', () => {
  it('is the avatar path appended to the media base address, with one slash between them', () => {
    expect(mediaUrl('avatars/42.jpg', 'https://media.school.example')).toBe(
      'https://media.school.example/avatars/42.jpg',
    );
    expect(mediaUrl('/avatars/42.jpg', 'https://media.school.example/files/')).toBe(
      'https://media.school.example/files/avatars/42.jpg',
    );
    // Without a media host the path stays on the cabinet's origin, and never names another host.
    expect(mediaUrl('//elsewhere.example/a.jpg', '')).toBe('/elsewhere.example/a.jpg');
  });

  it('is the header avatar’s image, and the address itself is not shown', () => {
    const withAvatar: User = { ...olena, avatar: { data: { path: 'avatars/42.jpg' } } };
    renderWithApp(
      <AppTheme>
        <CabinetLayout user={withAvatar}>
          <h1>Профіль</h1>
        </CabinetLayout>
      </AppTheme>,
    );
    const banner = screen.getByRole('banner');
    const profile = within(banner).getByRole('link', { name: /Олена Коваль/ });
    expect(profile.querySelector('img')).toHaveAttribute('src', mediaUrl('avatars/42.jpg'));
    expect(banner).not.toHaveTextContent('avatars/42.jpg');
  });
});
