import { RequireAuth } from '../../session/RequireAuth';
import { CabinetLayout } from './CabinetLayout';

/** The cabinet layout for signed-in users only; loaded with the first protected screen. */
export function GuardedCabinetLayout() {
  return (
    <RequireAuth>
      <CabinetLayout />
    </RequireAuth>
  );
}
