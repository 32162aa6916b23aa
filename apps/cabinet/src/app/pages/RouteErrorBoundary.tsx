import { Suspense, lazy } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadOnce } from '../chunk-recovery';

const RouteErrorPage = lazy(() => import('./RouteErrorPage'));

type RouteErrorBoundaryProps = {
  /** Inside the cabinet layout: the error takes the page's place, the header and menu stay. */
  inLayout?: boolean;
};

/** A screen that threw: a failed screen load reloads the page at its path, else the error page. */
export function RouteErrorBoundary({ inLayout = false }: RouteErrorBoundaryProps) {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadOnce()) return null;
  return (
    <Suspense fallback={null}>
      <RouteErrorPage error={error} inLayout={inLayout} />
    </Suspense>
  );
}
