import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

const p = paths.corporateTeacher;

/** The corporate teacher's space: their company groups and individual lessons, students and paid tests. */
export const corporateTeacherManifest: Manifest = {
  name: 'corporateTeacher',
  prefixes: ['teacher-corporate'],
  gate: 'corporateTeacher',
  menu: [
    { section: 'corporateTeacher', label: 'corporate-teacher-groups', href: p.groups.to() },
    { section: 'corporateTeacher', label: 'corporate-teacher-individuals', href: p.individuals.to() },
    {
      section: 'corporateTeacher',
      label: 'corporate-teacher-paid-pretests',
      href: p.paidPlacementTests.to(),
    },
    { section: 'corporateTeacher', label: 'corporate-teacher-students', href: p.students.to() },
  ],
  routes: () => import('./routes').then((m) => m.routes),
};
