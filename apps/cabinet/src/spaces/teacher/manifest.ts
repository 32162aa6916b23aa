import { gateRules } from '../../access/gates';
import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

const p = paths.teacher;
const dos = { allOf: ['dos'] } as const;

/** The teacher's space: their courses, students and interviews, and the director of studies' pages. */
export const teacherManifest: Manifest = {
  name: 'teacher',
  prefixes: ['teacher', 'substitution-teacher'],
  gate: 'teacher',
  menu: [
    { section: 'teacher', label: 'teacher-groups', href: p.groups.to() },
    { section: 'teacher', label: 'teacher-individuals', href: p.individuals.to() },
    { section: 'teacher', label: 'teacher-students', href: p.students.to() },
    { section: 'teacher', label: 'teacher-pretests', href: p.placementTests.to() },
    { section: 'teacher', label: 'teacher-dos-groups-feedback', href: p.dosGroupsFeedback.to(), rule: dos },
    { section: 'teacher', label: 'teacher-dos-course-feedback', href: p.dosCourseFeedback.to(), rule: dos },
    {
      section: 'teacher',
      label: 'teacher-dos-late-cancellations',
      href: p.dosLateCancellations.to(),
      rule: dos,
    },
    { section: 'teacher', label: 'teacher-dos-statistics', href: p.dosStatistics.to(), rule: dos },
    {
      section: 'teacher',
      label: 'teacher-dos-club-cancellations',
      href: p.dosClubCancellations.to(),
      rule: dos,
    },
  ],
  routes: () => import('./routes').then((m) => m.teacherRoutes),
};

/** The calendar of everyone who teaches: the school's teacher, the corporate teacher and the tutor. */
export const calendarManifest: Manifest = {
  name: 'calendar',
  prefixes: ['teacher'],
  gate: 'calendar',
  menu: [{ section: 'general', label: 'teacher-calendar', href: p.calendar.to(), rule: gateRules.calendar }],
  routes: () => import('./routes').then((m) => m.calendarRoutes),
};

/** The teacher's clubs, substitutions and statistics, which the corporate teacher has too. */
export const teachingManifest: Manifest = {
  name: 'teaching',
  prefixes: ['teacher'],
  gate: 'teaching',
  menu: [
    { section: 'general', label: 'teacher-clubs', href: p.clubs.to(), rule: gateRules.teaching },
    {
      section: 'general',
      label: 'teacher-substitutions',
      href: p.substitutions.to(),
      rule: gateRules.teaching,
    },
    { section: 'general', label: 'teacher-statistics', href: p.statistics.to(), rule: gateRules.teaching },
  ],
  routes: () => import('./routes').then((m) => m.teachingRoutes),
};
