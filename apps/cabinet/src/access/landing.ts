import type { Space } from '@cabinet/api/model';

/** Seed 000 §4 step 6 and 7: where a sign-in lands when no return route is stored. */
export function landingFor(spaces: readonly Space[], freshRegistration: boolean): string {
  if (freshRegistration) return '/login/success';
  return spaces.includes('teacher') ? '/teacher/calendar' : '/profile';
}
