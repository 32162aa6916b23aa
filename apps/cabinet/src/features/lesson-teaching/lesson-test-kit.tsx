import { login } from '@cabinet/api/account';
import { setToken } from '@cabinet/api/http';
import { listLessons } from '@cabinet/api/lessons';
import type { LessonListItem } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { i18n } from '../../i18n';

export const signIn = async (email = 'teacher@demo.school') =>
  setToken((await login({ email, password: 'Demo1234', userAgent: 'test' }, { silent: true })).token);

/** The lessons of a course the signed-in teacher teaches, in order. */
export const lessonsOf = async (courseId: number): Promise<LessonListItem[]> =>
  (await listLessons(courseId, { per_page: 100 })).data;

/** Moves the clock (dates only: timers run as usual) to an instant. */
export function setClock(iso: string, plusMinutes = 0) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(iso) + plusMinutes * 60_000));
}

/** Renders a page inside a data router (the leave guard needs one), with a page to leave to. */
export function renderRouted(ui: ReactElement, route: string, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: <AppTheme>{ui}</AppTheme> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [route] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}
