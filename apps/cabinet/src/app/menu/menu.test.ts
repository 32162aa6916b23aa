import type { Space } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import { menuFor } from '../../access/menu';
import { menuEntries } from '../manifests';

const routes = (spaces: Space[]) =>
  menuFor(spaces, menuEntries).flatMap((section) => section.items.map((item) => item.label));

/**
 * The demo accounts of the README and the menu each one sees, entry by entry (docs/roles-and-
 * spaces.md#menu-rules).
 */
const demoMenus: [string, Space[], string[]][] = [
  [
    'student',
    ['student'],
    [
      'student-groups',
      'student-individuals',
      'student-clubs',
      'student-progress',
      'video-courses-list',
      'profile-certificates',
      'pretest-general',
      'courses',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
  [
    'parent',
    ['responsible_person'],
    [
      'parent-groups',
      'parent-individuals',
      'parent-clubs',
      'parent-progress',
      'video-courses-list',
      'profile-certificates',
      'pretest-general',
      'courses',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
  [
    'corp.student',
    ['corporate_student'],
    [
      'corporate-student-groups',
      'corporate-student-individuals',
      'corporate-student-pretests',
      'corporate-student-clubs',
      'video-courses-list',
      'profile-certificates',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
  [
    'hr',
    ['corporate_hr'],
    [
      'corporate-manager-students',
      'corporate-manager-pretests',
      'corporate-manager-groups',
      'corporate-manager-individuals',
      'corporate-manager-statistics',
      'video-courses-list',
      'profile-certificates',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
  [
    'trainee',
    ['student_teacher_training'],
    [
      'teacher-training-tkt-groups',
      'teacher-training-tylt-groups',
      'teacher-training-webinars',
      'teacher-training-workshops',
      'teacher-training-conferences',
      'video-courses-list',
      'profile-certificates',
      'pretest-general',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
  [
    'teacher',
    ['teacher'],
    [
      'teacher-groups',
      'teacher-individuals',
      'teacher-students',
      'teacher-pretests',
      'teacher-calendar',
      'teacher-clubs',
      'teacher-substitutions',
      'teacher-statistics',
      'teacher-handbook',
      'profile-certificates',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
  [
    'dos',
    ['teacher', 'dos'],
    [
      'teacher-groups',
      'teacher-individuals',
      'teacher-students',
      'teacher-pretests',
      'teacher-dos-groups-feedback',
      'teacher-dos-course-feedback',
      'teacher-dos-late-cancellations',
      'teacher-dos-statistics',
      'teacher-dos-club-cancellations',
      'teacher-calendar',
      'teacher-clubs',
      'teacher-substitutions',
      'teacher-statistics',
      'teacher-handbook',
      'profile-certificates',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
  [
    'tutor',
    ['tutor'],
    [
      'tutor-tkt-groups',
      'tutor-tylt-groups',
      'tutor-substitutions',
      'teacher-calendar',
      'teacher-handbook',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
  [
    'corp.teacher',
    ['corporate_teacher'],
    [
      'corporate-teacher-groups',
      'corporate-teacher-individuals',
      'corporate-teacher-paid-pretests',
      'corporate-teacher-students',
      'teacher-calendar',
      'teacher-clubs',
      'teacher-substitutions',
      'teacher-statistics',
      'teacher-handbook',
      'profile-certificates',
      'pretest-general',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
  [
    'pretest',
    ['pretest'],
    ['profile-certificates', 'pretest-general', 'support', 'partners-gifts-and-discounts'],
  ],
  [
    'visitor',
    ['no_space'],
    ['video-courses-list', 'profile-certificates', 'pretest-general', 'courses', 'support'],
  ],
  [
    'multi',
    ['student', 'responsible_person'],
    [
      'student-groups',
      'student-individuals',
      'student-clubs',
      'student-progress',
      'parent-groups',
      'parent-individuals',
      'parent-clubs',
      'parent-progress',
      'video-courses-list',
      'profile-certificates',
      'pretest-general',
      'courses',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
  [
    'teacher.trainee',
    ['teacher', 'student_teacher_training'],
    [
      'teacher-groups',
      'teacher-individuals',
      'teacher-students',
      'teacher-pretests',
      'teacher-calendar',
      'teacher-clubs',
      'teacher-substitutions',
      'teacher-statistics',
      'teacher-handbook',
      'video-courses-list',
      'support',
      'partners-gifts-and-discounts',
    ],
  ],
];

describe('the menu of each demo account', () => {
  it.each(demoMenus)('%s@demo.school sees exactly its entries', (_account, spaces, expected) => {
    expect(routes(spaces)).toEqual(expected);
  });

  it('marks video courses as New', () => {
    const video = menuFor(['student'], menuEntries)
      .flatMap((s) => s.items)
      .find((i) => i.label === 'video-courses-list');
    expect(video?.badge).toBe('new');
  });

  it('shows the teacher-training section only without the teacher space', () => {
    expect(menuFor(['student_teacher_training'], menuEntries).map((s) => s.id)).toContain('teacherTraining');
    expect(menuFor(['teacher', 'student_teacher_training'], menuEntries).map((s) => s.id)).not.toContain(
      'teacherTraining',
    );
  });

  it('shows the DOS entry only under the teacher space with dos', () => {
    expect(routes(['dos'])).not.toContain('teacher-dos-groups-feedback');
    expect(routes(['teacher', 'dos'])).toContain('teacher-dos-groups-feedback');
    for (const route of [
      'teacher-dos-late-cancellations',
      'teacher-dos-statistics',
      'teacher-dos-club-cancellations',
    ]) {
      expect(routes(['teacher'])).not.toContain(route);
      expect(routes(['teacher', 'dos'])).toContain(route);
    }
  });
});
