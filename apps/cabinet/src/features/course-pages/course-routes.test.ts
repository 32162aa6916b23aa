import { describe, expect, it } from 'vitest';
import { readIds } from './course-routes';
import { paths } from '../../shared/paths';
import { type CourseSpace, sectionHref, tabOf } from './course-space';

describe('readIds', () => {
  const read = readIds('/parent/groups/schedule/:id/:studentId/lesson/:lessonId');

  it('reads the course, the child and the item from the route', () => {
    expect(read({ id: '4', studentId: '15', lessonId: '120' })).toEqual({
      courseId: 4,
      studentId: 15,
      itemId: 120,
    });
  });

  it('leaves out what the route does not name', () => {
    expect(readIds('/student/groups/:id')({ id: '4' })).toEqual({
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
  const space: CourseSpace = {
    viewer: 'parent',
    kind: 'group',
    list: { title: 'parent.groups', route: paths.parent.groups },
    tabs: ['general', 'schedule'],
    sections: { general: paths.parent.group, lesson: paths.parent.groupLesson },
  };

  it("fills the route's ids from the course, the child and the item", () => {
    expect(sectionHref(space, 'lesson', { courseId: 4, studentId: 15, itemId: 9 })).toBe(
      '/parent/groups/schedule/4/15/lesson/9',
    );
    expect(sectionHref(space, 'general', { courseId: 4, studentId: 15 })).toBe('/parent/groups/4/15');
  });
});
