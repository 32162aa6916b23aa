import type { Space } from '@cabinet/api/model';
import { paths } from '../shared/paths';

/** Where a sign-in lands (docs/roles-and-spaces.md#landing-after-sign-in) when no return route is stored. */
export function landingFor(spaces: readonly Space[], freshRegistration: boolean): string {
  if (freshRegistration) return paths.loginSuccess.to();
  return spaces.includes('teacher') ? paths.teacher.calendar.to() : paths.profile.to();
}
