import type { Space } from '@cabinet/api/model';
import { type AccessRule, matches } from './rules';

/** A menu entry by route name (and each space's pages). */
export type MenuItem = { route: string; rule: AccessRule; badge?: 'new' };
export type MenuSection = { id: string; rule: AccessRule; items: MenuItem[] };

const always: AccessRule = {};

/** The menu rules, line by line, as data (docs/roles-and-spaces.md#menu-rules). */
export const menuTable: MenuSection[] = [
  {
    id: 'teacher',
    rule: { anyOf: ['teacher'] },
    items: [
      { route: 'teacher-groups', rule: always },
      { route: 'teacher-individuals', rule: always },
      { route: 'teacher-students', rule: always },
      { route: 'teacher-pretests', rule: always },
      { route: 'teacher-dos-groups-feedback', rule: { allOf: ['dos'] } },
      { route: 'teacher-dos-course-feedback', rule: { allOf: ['dos'] } },
      { route: 'teacher-dos-late-cancellations', rule: { allOf: ['dos'] } },
      { route: 'teacher-dos-statistics', rule: { allOf: ['dos'] } },
      { route: 'teacher-dos-club-cancellations', rule: { allOf: ['dos'] } },
    ],
  },
  {
    id: 'corporateTeacher',
    rule: { anyOf: ['corporate_teacher'] },
    items: [
      { route: 'corporate-teacher-groups', rule: always },
      { route: 'corporate-teacher-individuals', rule: always },
      { route: 'corporate-teacher-paid-pretests', rule: always },
      { route: 'corporate-teacher-students', rule: always },
    ],
  },
  {
    id: 'tutor',
    rule: { anyOf: ['tutor'] },
    items: [
      { route: 'tutor-tkt-groups', rule: always },
      { route: 'tutor-tylt-groups', rule: always },
      { route: 'tutor-substitutions', rule: always },
    ],
  },
  {
    id: 'student',
    rule: { anyOf: ['student'] },
    items: [
      { route: 'student-groups', rule: always },
      { route: 'student-individuals', rule: always },
      { route: 'student-clubs', rule: always },
    ],
  },
  {
    id: 'parent',
    rule: { anyOf: ['responsible_person'] },
    items: [
      { route: 'parent-groups', rule: always },
      { route: 'parent-individuals', rule: always },
      { route: 'parent-clubs', rule: always },
    ],
  },
  {
    id: 'corporateStudent',
    rule: { anyOf: ['corporate_student'] },
    items: [
      { route: 'corporate-student-groups', rule: always },
      { route: 'corporate-student-individuals', rule: always },
      { route: 'corporate-student-pretests', rule: always },
      { route: 'corporate-student-clubs', rule: always },
    ],
  },
  {
    id: 'corporateManager',
    rule: { anyOf: ['corporate_hr'] },
    items: [
      { route: 'corporate-manager-students', rule: always },
      { route: 'corporate-manager-pretests', rule: always },
      { route: 'corporate-manager-groups', rule: always },
      { route: 'corporate-manager-individuals', rule: always },
      { route: 'corporate-manager-statistics', rule: always },
    ],
  },
  {
    id: 'teacherTraining',
    // Shown only to a trainee who is not also a teacher.
    rule: { anyOf: ['student_teacher_training'], noneOf: ['teacher'] },
    items: [
      { route: 'teacher-training-tkt-groups', rule: always },
      { route: 'teacher-training-tylt-groups', rule: always },
      { route: 'teacher-training-webinars', rule: always },
      { route: 'teacher-training-workshops', rule: always },
      { route: 'teacher-training-conferences', rule: always },
    ],
  },
  {
    id: 'general',
    rule: always,
    items: [
      { route: 'teacher-calendar', rule: { anyOf: ['teacher', 'corporate_teacher', 'tutor'] } },
      { route: 'teacher-clubs', rule: { anyOf: ['teacher', 'corporate_teacher'] } },
      { route: 'teacher-substitutions', rule: { anyOf: ['teacher', 'corporate_teacher'] } },
      { route: 'teacher-statistics', rule: { anyOf: ['teacher', 'corporate_teacher'] } },
      { route: 'teacher-handbook', rule: { anyOf: ['teacher', 'corporate_teacher', 'tutor'] } },
      {
        route: 'video-courses-list',
        badge: 'new',
        rule: {
          anyOf: [
            'student',
            'responsible_person',
            'corporate_student',
            'corporate_hr',
            'student_teacher_training',
          ],
          orNoSpaces: true,
        },
      },
      {
        route: 'profile-certificates',
        rule: { noneOf: ['tutor'], notAllOf: ['teacher', 'student_teacher_training'] },
      },
      {
        route: 'pretest-general',
        rule: { noneOf: ['tutor', 'teacher', 'dos', 'corporate_student', 'corporate_hr'] },
      },
      { route: 'courses', rule: { anyOf: ['student', 'responsible_person'], orNoSpaces: true } },
      { route: 'support', rule: always },
      { route: 'partners-gifts-and-discounts', rule: { someSpace: true } },
    ],
  },
];

/** The menu a user sees: the sections and entries whose rules match their spaces. */
export function menuFor(spaces: readonly Space[]): { id: string; items: Omit<MenuItem, 'rule'>[] }[] {
  return menuTable
    .filter((section) => matches(section.rule, spaces))
    .map((section) => ({
      id: section.id,
      items: section.items
        .filter((item) => matches(item.rule, spaces))
        .map(({ route, badge }) => (badge ? { route, badge } : { route })),
    }))
    .filter((section) => section.items.length > 0);
}
