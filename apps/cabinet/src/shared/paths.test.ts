import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('the paths module', () => {
  it('builds addresses from their patterns', () => {
    expect(paths.student.groupLesson.to(3, 17)).toBe('/student/groups/schedule/3/lesson/17');
    expect(paths.courseGroup.to('adults', 5)).toBe('/courses/adults/group/5');
    expect(paths.tutor.substitutions.to('tkt')).toBe('/tutor/substitutions/tkt');
    expect(paths.tutor.substitutions.to()).toBe('/tutor/substitutions');
    expect(paths.student.individual.to(4)).toBe('/student/individuals/4');
    expect(paths.teacher.groupPage.to(2, 'schedule/lesson/9')).toBe('/teacher/groups/2/schedule/lesson/9');
  });
});
