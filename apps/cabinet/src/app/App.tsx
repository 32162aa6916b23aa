import { AppShell } from './AppShell';
import { router } from './router';

export function App() {
  return <AppShell router={router} />;
}
