import { AppTheme } from '@cabinet/design-system/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n';
import { reloadOnce } from '../chunk-recovery';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const FAILED = 'Не вдалося відкрити сторінку';

const assign = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  // The address bar still shows the page the user is leaving.
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/student/groups', search: '' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
  sessionStorage.clear();
});

/** A page with a link to a screen whose script is gone (a new release replaced it). */
function openCabinet() {
  const router = createMemoryRouter([
    {
      errorElement: <RouteErrorBoundary />,
      children: [
        { path: '/', element: <Link to="/profile?tab=contacts">Профіль</Link> },
        {
          path: '/profile',
          lazy: () =>
            Promise.reject(
              new TypeError('Failed to fetch dynamically imported module: /assets/ProfilePage-1a2b.js'),
            ),
        },
      ],
    },
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
}

describe('a screen that fails to load', () => {
  it('reloads the page at the path the user was going to', async () => {
    openCabinet();
    await userEvent.click(screen.getByRole('link', { name: 'Профіль' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/profile?tab=contacts'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: FAILED })).toBeNull();
  });

  it('shows the error screen instead when the page was reloaded for it seconds ago (no reload loop)', async () => {
    reloadOnce('/profile?tab=contacts');
    assign.mockReset();
    openCabinet();
    await userEvent.click(screen.getByRole('link', { name: 'Профіль' }));
    expect(await screen.findByRole('heading', { name: FAILED })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
