import { ApiError } from '@cabinet/api/http';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { PageError } from './PageError';
import { pageErrorsOnScreen } from './page-errors';

const renderError = (error: unknown, onRetry = vi.fn()) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PageError error={error} onRetry={onRetry} />
    </I18nextProvider>,
  );

beforeEach(() => i18n.changeLanguage('en'));

describe('a page error', () => {
  it('is an alert named by its heading, with the message and a retry button', () => {
    const onRetry = vi.fn();
    renderError(new ApiError(500, 'server_error', 'Something went wrong, try again later.'), onRetry);
    const alert = screen.getByRole('alert', { name: 'The page could not be opened' });
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'The page could not be opened' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Something went wrong, try again later.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers a retry after a network failure', () => {
    renderError(new ApiError(0, 'unknown', 'An unknown error occurred'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('offers no retry for a 404 or a 403, where asking again cannot help', () => {
    renderError(new ApiError(404, 'not_found', 'Not found.'));
    renderError(new ApiError(403, 'forbidden', 'Forbidden.'));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('counts itself as on screen while it is shown', () => {
    const before = pageErrorsOnScreen();
    const { unmount } = renderError(new ApiError(500, 'server_error', 'Down.'));
    expect(pageErrorsOnScreen()).toBe(before + 1);
    unmount();
    expect(pageErrorsOnScreen()).toBe(before);
  });
});
