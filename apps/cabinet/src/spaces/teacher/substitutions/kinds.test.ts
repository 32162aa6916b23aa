import { describe, expect, it } from 'vitest';
import { KINDS, kindHref, kindOfSlug, kindsFor } from './kinds';

describe('substitution tabs', () => {
  it('puts groups at /teacher/substitutions and the others under their slugs', () => {
    expect(KINDS.map(kindHref)).toEqual([
      '/teacher/substitutions',
      '/teacher/substitutions/individuals',
      '/teacher/substitutions/corporate-groups',
      '/teacher/substitutions/corporate-individuals',
    ]);
  });

  it('reads each tab back from its address and refuses an unknown one', () => {
    expect(kindOfSlug(undefined)).toBe('group');
    expect(kindOfSlug('individuals')).toBe('individual');
    expect(kindOfSlug('corporate-groups')).toBe('corporate_group');
    expect(kindOfSlug('corporate-individuals')).toBe('corporate_individual');
    expect(kindOfSlug('groups')).toBeNull();
  });

  it('gives the school teacher every tab and the corporate teacher the corporate ones', () => {
    expect(kindsFor(['teacher'])).toEqual(KINDS);
    expect(kindsFor(['teacher', 'corporate_teacher'])).toEqual(KINDS);
    expect(kindsFor(['corporate_teacher'])).toEqual(['corporate_group', 'corporate_individual']);
  });
});
