import type { Manifest } from '../../shared/manifest';
import { paths } from '../../shared/paths';

const p = paths.teacherTraining;

/** The trainee's space: the TKT and TYLT groups, and the webinars, workshops and conferences. */
export const teacherTrainingManifest: Manifest = {
  name: 'teacherTraining',
  prefixes: ['teacherTraining'],
  gate: 'teacherTraining',
  menu: [
    { section: 'teacherTraining', label: 'teacher-training-tkt-groups', href: p.tktGroups.to() },
    { section: 'teacherTraining', label: 'teacher-training-tylt-groups', href: p.tyltGroups.to() },
    { section: 'teacherTraining', label: 'teacher-training-webinars', href: p.webinars.to() },
    { section: 'teacherTraining', label: 'teacher-training-workshops', href: p.workshops.to() },
    { section: 'teacherTraining', label: 'teacher-training-conferences', href: p.conferences.to() },
  ],
  routes: () => import('./routes').then((m) => m.routes),
};
