import { Suspense, lazy } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadOnce } from '../chunk-recovery';

const RouteErrorPage = lazy(() => import('./RouteErrorPage'));

type RouteErrorBoundaryProps = {
  /** Inside the cabinet layout: the error takes the page's place, the header and menu stay. */
  inLayout?: boolean;
};

/**
 * A screen that threw: a failed screen load reloads the page at the path it was going to (the
 * router's, which the address bar may not show yet), else the error page.
 */
export function RouteErrorBoundary({ inLayout = false }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  const target = useLocation();
  if (isChunkLoadError(error) && reloadOnce(target.pathname + target.search)) return null;
  return (
    <Suspense fallback={null}>
      <RouteErrorPage error={error} inLayout={inLayout} />
    </Suspense>
  );
}
