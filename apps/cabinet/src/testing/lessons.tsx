import { listLessons } from '@cabinet/api/lessons';
import type { LessonListItem } from '@cabinet/api/model';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderRoutes } from './mock-school';

/** The lessons of a course the signed-in teacher teaches, in order. */
export const lessonsOf = async (courseId: number): Promise<LessonListItem[]> =>
  (await listLessons(courseId, { per_page: 100 })).data;

/** Moves the clock (dates only: timers run as usual) to an instant. */
export function setClock(iso: string, plusMinutes = 0) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(iso) + plusMinutes * 60_000));
}

/** Renders a page at its route, with a page to leave to. */
export const renderRouted = (ui: ReactElement, route: string, path: string) =>
  renderRoutes(
    [
      { path, element: ui },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    route,
  );
