import { describe, expect, it } from 'vitest';
import { menuTable } from '../access/menu';
import { menuRoutes, paths } from './paths';

describe('the paths module', () => {
  it('builds addresses from their patterns', () => {
    expect(paths.student.groupLesson.to(3, 17)).toBe('/student/groups/schedule/3/lesson/17');
    expect(paths.courseGroup.to('adults', 5)).toBe('/courses/adults/group/5');
    expect(paths.tutor.substitutions.to()).toBe('/tutor/substitutions/tkt');
  });

  it('has an address for every route the menu names', () => {
    const named = menuTable.flatMap((section) => section.items.map((item) => item.route));
    expect(named.filter((route) => !menuRoutes[route])).toEqual([]);
  });
});
