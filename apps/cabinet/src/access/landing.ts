import type { Space } from '@cabinet/api/model';

/** Where a sign-in lands (docs/roles-and-spaces.md#landing-after-sign-in) when no return route is stored. */
export function landingFor(spaces: readonly Space[], freshRegistration: boolean): string {
  if (freshRegistration) return '/login/success';
  return spaces.includes('teacher') ? '/teacher/calendar' : '/profile';
}
