import { describe, expect, it } from 'vitest';
import { landingFor } from '../access/landing';
import { isBuilt } from '../shared/built-paths';
import { paths } from '../shared/paths';
import { builtPaths } from './built-routes';

describe('a teacher lands on the calendar after sign-in (seed 000 §4 steps 6 and 7)', () => {
  it('the calendar is built, so the landing rule sends teachers there rather than to the profile', () => {
    expect(builtPaths.has(paths.teacher.calendar.path)).toBe(true);
    expect(landingFor(['teacher'], false)).toBe(paths.teacher.calendar.to());
    expect(isBuilt(landingFor(['teacher'], false))).toBe(true);
    expect(isBuilt(landingFor(['teacher', 'dos'], false))).toBe(true);
  });
  it('anyone else still lands on the profile', () =>
    expect(landingFor(['tutor'], false)).toBe(paths.profile.to()));
});
