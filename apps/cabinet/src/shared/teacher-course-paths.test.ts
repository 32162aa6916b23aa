import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  teachingAreas,
  hrefsOf,
  lessonHref,
  lessonTabsOf,
  tabHref,
  teacherTabs,
} from './teacher-course-paths';

const lesson = (id: number, type = 'lesson') => ({ id, type });
const matches = (pattern: string | undefined, href: string) =>
  pattern !== undefined && matchPath(pattern, href) !== null;

describe('the teacher course addresses', () => {
  it('builds every group address its route pattern matches', () => {
    expect(matches(teachingAreas.group.routes.general!, hrefsOf('group').general(7))).toBe(true);
    expect(matches(teachingAreas.group.routes.lesson!, hrefsOf('group').lesson(7, lesson(31)))).toBe(true);
    expect(matches(teachingAreas.group.routes.lesson!, hrefsOf('group').lesson(7, lesson(31), 'notes'))).toBe(
      true,
    );
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
      expect(matches(routes.lesson, hrefs.lesson(3, lesson(9), 'substitution'))).toBe(true);
      expect(matches(routes.create, hrefs.create(3, 2, 'test'))).toBe(true);
      expect(matches(routes.viewStudent, hrefs.viewStudent(3, 2, 8, 14))).toBe(true);
    }
    expect(hrefsOf('substitution').general(3)).toBe('/substitution-teacher/individuals/3/general');
    expect(lessonHref('individual', 3, lesson(9))).toBe('/teacher/individuals/3/schedule/9');
  });

  it('opens a company group’s trial lesson on its own page, with its summary and meeting', () => {
    const trial = lesson(40, 'trial');
    expect(lessonHref('corporateGroup', 12, trial)).toBe(
      '/teacher-corporate/groups/12/schedule/trial-lesson/40',
    );
    expect(lessonHref('corporateGroup', 12, trial, 'lesson-meeting')).toBe(
      '/teacher-corporate/groups/12/schedule/trial-lesson/40/lesson-meeting',
    );
    expect(lessonHref('companyGroup', 12, trial)).toBe(
      '/corporate-manager/groups/12/schedule/trial-lesson/40',
    );
    expect(lessonHref('corporateGroup', 12, lesson(41))).toBe(
      '/teacher-corporate/groups/12/schedule/lesson/41',
    );
    // An area with no trial page opens it as any lesson.
    expect(lessonHref('group', 12, trial)).toBe('/teacher/groups/12/schedule/lesson/40');
    expect(lessonTabsOf('corporateGroup', true)).toEqual(['lesson-summary', 'lesson-meeting']);
  });

  it('gives every tab of each area an address, and refuses a tab the area has not', () => {
    for (const area of ['group', 'individual', 'substitution'] as const) {
      for (const tab of teacherTabs[area]) expect(tabHref(area, tab, 4)).toMatch(/\/4(\/|$)/);
    }
    expect(() => tabHref('individual', 'students', 4)).toThrow();
  });
});
