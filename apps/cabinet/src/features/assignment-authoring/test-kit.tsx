import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { renderRoutes } from '../../testing/mock-school';

/** Where the app went: any other address shows it, so a test can see a navigation. */
function Elsewhere() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

/** Renders a piece at `/`, with a page that names any address it moves to. */
export const renderPiece = (ui: ReactElement) =>
  renderRoutes([
    { path: '/', element: ui },
    { path: '*', element: <Elsewhere /> },
  ]);
