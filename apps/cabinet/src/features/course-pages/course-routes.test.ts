import { describe, expect, it } from 'vitest';
import { readIds } from './course-routes';
import type { LearnerView } from '../../shared/course-view';
import { sectionHref, tabOf } from '../../shared/course-view-sections';
import { paths } from '../../shared/paths';

describe('readIds', () => {
  const read = readIds(paths.parent.groupLesson.path);

  it('reads the course, the child and the item from the route', () => {
    expect(read({ id: '4', studentId: '15', lessonId: '120' })).toEqual({
      courseId: 4,
      studentId: 15,
      itemId: 120,
    });
  });

  it('leaves out what the route does not name', () => {
    expect(readIds(paths.student.group.path)({ id: '4' })).toEqual({
      courseId: 4,
      studentId: undefined,
      itemId: undefined,
    });
  });

  it.each([
    { id: 'abc', studentId: '15', lessonId: '1' },
    { id: '4', studentId: '0', lessonId: '1' },
    { id: '4', studentId: '15', lessonId: '1.5' },
    { id: '4', studentId: '15' },
  ])('refuses a malformed or missing id: %o', (params) => {
    expect(read(params)).toBeNull();
  });
});

describe('tabOf', () => {
  it('puts a lesson under the schedule, a task and a test under the assigned tasks', () => {
    expect(tabOf('lesson')).toBe('schedule');
    expect(tabOf('task')).toBe('assignedTasks');
    expect(tabOf('test')).toBe('assignedTasks');
    expect(tabOf('feedbacks')).toBe('feedbacks');
  });
});

describe('sectionHref', () => {
  const view: LearnerView = {
    viewer: 'parent',
    kind: 'group',
    list: { title: 'parent.groups', path: paths.parent.groups },
    tabs: ['general', 'schedule'],
    pages: { general: paths.parent.group, lesson: paths.parent.groupLesson },
  };

  it("fills the route's ids from the course, the child and the item", () => {
    expect(sectionHref(view, 'lesson', { courseId: 4, studentId: 15, itemId: 9 })).toBe(
      '/parent/groups/schedule/4/15/lesson/9',
    );
    expect(sectionHref(view, 'general', { courseId: 4, studentId: 15 })).toBe('/parent/groups/4/15');
  });
});
