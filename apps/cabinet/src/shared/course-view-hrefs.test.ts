import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { TeachingView } from './course-view';
import {
  changesCourse,
  hasPage,
  lessonHref,
  lessonTabsOf,
  opensAsTrial,
  readsOnly,
  tabHref,
  viewPage,
} from './course-view-hrefs';
import { paths } from './paths';

const lesson = (id: number, type = 'lesson') => ({ id, type });
const matches = (pattern: string, href: string) => matchPath(pattern, href) !== null;

/** Views as the teachers' spaces declare them (shared/ imports no space). */
const view = (fields: Partial<TeachingView> & Pick<TeachingView, 'pages'>): TeachingView => ({
  viewer: 'teacher',
  kind: 'group',
  list: { title: 'lists.groups', path: paths.teacher.groups },
  tabs: ['general', 'schedule'],
  lessonTabs: ['lesson-summary', 'notes'],
  trialLessonTabs: [],
  ...fields,
});
const group = view({
  tabs: ['general', 'schedule', 'assignedTasks', 'students', 'feedback', 'summary', 'catchUp'],
  pages: paths.teacher.groupCourse,
});
const individualTabs = ['general', 'schedule', 'assignedTasks', 'feedback', 'summary'] as const;
const individual = view({ kind: 'individual', tabs: individualTabs, pages: paths.teacher.individualCourse });
const substitution = view({
  viewer: 'substitute',
  kind: 'individual',
  tabs: individualTabs,
  pages: paths.teacher.substitutionCourse,
});
const corporateGroup = view({
  trialLessonTabs: ['lesson-summary', 'lesson-meeting'],
  pages: paths.corporateTeacher.groupCourse,
});
const companyGroup = view({
  viewer: 'reader',
  pages: paths.corporateManager.groupCourse,
});

describe('the addresses of a course view', () => {
  it('builds every group address its route pattern matches', () => {
    const p = group.pages;
    expect(matches(p.general!.path, viewPage(group, 'general').to(7))).toBe(true);
    expect(matches(p.lesson!.path, lessonHref(group, 7, lesson(31)))).toBe(true);
    expect(matches(p.lesson!.path, lessonHref(group, 7, lesson(31), 'notes'))).toBe(true);
    expect(matches(p.taskStudent!.path, viewPage(group, 'taskStudent').to(7, 5, 14))).toBe(true);
    expect(viewPage(group, 'test').to(7, 5)).toBe('/teacher/groups/assigned-tasks/test/7/5');
    expect(viewPage(group, 'studentTest').to(7, 5, 14)).toBe('/teacher/groups/student-test/7/5/14');
  });

  it('builds an individual course’s addresses for the teacher and for a substitute', () => {
    for (const each of [individual, substitution]) {
      const p = each.pages;
      expect(matches(p.general!.path, viewPage(each, 'general').to(3))).toBe(true);
      expect(matches(p.lesson!.path, lessonHref(each, 3, lesson(9), 'substitution'))).toBe(true);
      expect(matches(p.create!.path, viewPage(each, 'create').to(3, 2, 'test'))).toBe(true);
      expect(matches(p.viewStudent!.path, viewPage(each, 'viewStudent').to(3, 2, 8, 14))).toBe(true);
    }
    expect(viewPage(substitution, 'general').to(3)).toBe('/substitution-teacher/individuals/3/general');
    expect(lessonHref(individual, 3, lesson(9))).toBe('/teacher/individuals/3/schedule/9');
  });

  it('opens a company group’s trial lesson on its own page, with its summary and meeting', () => {
    const trial = lesson(40, 'trial');
    expect(lessonHref(corporateGroup, 12, trial)).toBe(
      '/teacher-corporate/groups/12/schedule/trial-lesson/40',
    );
    expect(lessonHref(corporateGroup, 12, trial, 'lesson-meeting')).toBe(
      '/teacher-corporate/groups/12/schedule/trial-lesson/40/lesson-meeting',
    );
    expect(lessonHref(companyGroup, 12, trial)).toBe('/corporate-manager/groups/12/schedule/trial-lesson/40');
    expect(lessonHref(corporateGroup, 12, lesson(41))).toBe(
      '/teacher-corporate/groups/12/schedule/lesson/41',
    );
    // A view with no trial page opens it as any lesson.
    expect(opensAsTrial(group, trial)).toBe(false);
    expect(lessonHref(group, 12, trial)).toBe('/teacher/groups/12/schedule/lesson/40');
    expect(lessonTabsOf(corporateGroup, true)).toEqual(['lesson-summary', 'lesson-meeting']);
  });

  it('gives every tab of a view an address, and refuses a tab or a page the view has not', () => {
    for (const each of [group, individual, substitution]) {
      for (const tab of each.tabs) expect(tabHref(each, tab, 4)).toMatch(/\/4(\/|$)/);
    }
    expect(() => tabHref(individual, 'students', 4)).toThrow();
    expect(hasPage(individual, 'task')).toBe(false);
    expect(() => viewPage(individual, 'task')).toThrow();
  });

  it('says who changes the course: its teacher, neither a substitute nor a reader', () => {
    expect(changesCourse(group)).toBe(true);
    expect(changesCourse(substitution)).toBe(false);
    expect(changesCourse(companyGroup)).toBe(false);
    expect(readsOnly(companyGroup)).toBe(true);
    expect(readsOnly(substitution)).toBe(false);
  });
});
