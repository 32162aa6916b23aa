import { describe, expect, it } from 'vitest';
import { courses } from '../mock/db/courses';
import { programs } from '../mock/db/programs';
import { GROUP_SIZE_MAX } from '../mock/rules/recruitment';
import { PUBLIC_FACTS, agesOf } from './public-facts';

describe('the mock school keeps to the public facts', () => {
  it('takes at most the group size a group, and prices no group hour below the lowest price', () => {
    expect(GROUP_SIZE_MAX).toBe(PUBLIC_FACTS.groupSizeMax);
    const groups = courses.where((course) => course.kind === 'group' && course.price_unit === 'hour');
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.seats_total).toBeLessThanOrEqual(PUBLIC_FACTS.groupSizeMax);
      expect(group.price).toBeGreaterThanOrEqual(PUBLIC_FACTS.lowestGroupLesson.priceUah);
    }
  });

  it('describes its programs for kids and teenagers with their ages', () => {
    for (const audience of ['kids', 'teenagers'] as const) {
      const program = programs.where((row) => row.audiences.join() === audience)[0];
      expect(program?.description).toContain(agesOf(audience));
      expect(program?.description_en).toContain(agesOf(audience));
    }
  });
});
