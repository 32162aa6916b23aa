import Container from '@mui/material/Container';
import { PageError } from '../../shared/PageError';

type RouteErrorPageProps = { error: unknown; inLayout: boolean };

/** The error of a screen that threw, with a retry that reloads it: in the layout's page place, or alone. */
export default function RouteErrorPage({ error, inLayout }: RouteErrorPageProps) {
  const page = <PageError error={error} onRetry={() => window.location.reload()} headingLevel={1} />;
  if (inLayout) return page;
  return (
    <Container component="main" id="main" maxWidth="sm">
      {page}
    </Container>
  );
}
