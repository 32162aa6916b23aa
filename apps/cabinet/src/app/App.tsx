import { AppShell } from './AppShell';
import { queryClient } from './query-client';
import { router } from './router';

export function App() {
  return <AppShell router={router} queryClient={queryClient} />;
}
