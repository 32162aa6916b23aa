import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { teachingAreas, hrefsOf, lessonHref, tabHref, teacherTabs } from './teacher-course-paths';

const matches = (pattern: string | undefined, href: string) =>
  pattern !== undefined && matchPath(pattern, href) !== null;

describe('the teacher course addresses', () => {
  it('builds every group address its route pattern matches', () => {
    expect(matches(teachingAreas.group.routes.general!, hrefsOf('group').general(7))).toBe(true);
    expect(matches(teachingAreas.group.routes.lesson!, hrefsOf('group').lesson(7, 31))).toBe(true);
    expect(matches(teachingAreas.group.routes.lesson!, hrefsOf('group').lesson(7, 31, 'notes'))).toBe(true);
    expect(matches(teachingAreas.group.routes.taskStudent!, hrefsOf('group').taskStudent(7, 5, 14))).toBe(
      true,
    );
    expect(hrefsOf('group').test(7, 5)).toBe('/teacher/groups/assigned-tasks/test/7/5');
    expect(hrefsOf('group').studentTest(7, 5, 14)).toBe('/teacher/groups/student-test/7/5/14');
  });

  it('builds an individual course’s addresses for the teacher and for a substitute', () => {
    for (const area of ['individual', 'substitution'] as const) {
      const routes = teachingAreas[area].routes;
      const hrefs = hrefsOf(area);
      expect(matches(routes.general, hrefs.general(3))).toBe(true);
      expect(matches(routes.lesson, hrefs.lesson(3, 9, 'substitution'))).toBe(true);
      expect(matches(routes.create, hrefs.create(3, 2, 'test'))).toBe(true);
      expect(matches(routes.viewStudent, hrefs.viewStudent(3, 2, 8, 14))).toBe(true);
    }
    expect(hrefsOf('substitution').general(3)).toBe('/substitution-teacher/individuals/3/general');
    expect(lessonHref('individual', 3, 9)).toBe('/teacher/individuals/3/schedule/9');
  });

  it('gives every tab of each area an address, and refuses a tab the area has not', () => {
    for (const area of ['group', 'individual', 'substitution'] as const) {
      for (const tab of teacherTabs[area]) expect(tabHref(area, tab, 4)).toMatch(/\/4(\/|$)/);
    }
    expect(() => tabHref('individual', 'students', 4)).toThrow();
  });
});
