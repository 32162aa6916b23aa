import Container from '@mui/material/Container';
import { PageError } from '../../shared/PageError';

/** The error of a screen that threw, with a retry that reloads it. */
export default function RouteErrorPage({ error }: { error: unknown }) {
  return (
    <Container component="main" id="main" maxWidth="sm">
      <PageError error={error} onRetry={() => window.location.reload()} />
    </Container>
  );
}
