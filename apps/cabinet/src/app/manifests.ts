import type { MenuEntry } from '../access/menu';
import { profileManifest, supportManifest } from '../areas/account/manifest';
import { catalogueManifest } from '../areas/catalogue/manifest';
import { handbookManifest } from '../areas/handbook/manifest';
import { partnersManifest } from '../areas/partners/manifest';
import { videoCoursesManifest } from '../areas/video-courses/manifest';
import type { Manifest } from '../shared/manifest';
import { corporateManagerManifest } from '../spaces/corporate-manager/manifest';
import { corporateStudentManifest } from '../spaces/corporate-student/manifest';
import { corporateTeacherManifest } from '../spaces/corporate-teacher/manifest';
import { parentManifest } from '../spaces/parent/manifest';
import { placementTestManifest } from '../spaces/placement-test/manifest';
import { studentManifest } from '../spaces/student/manifest';
import { teacherTrainingManifest } from '../spaces/teacher-training/manifest';
import { calendarManifest, teacherManifest, teachingManifest } from '../spaces/teacher/manifest';
import { tutorManifest } from '../spaces/tutor/manifest';

/**
 * Every space and area of the cabinet, in the order of their entries in the menu's sections. The
 * manifests are small (their routes load apart), and come with the cabinet layout, whose menu
 * needs them.
 */
export const manifests: readonly Manifest[] = [
  teacherManifest,
  calendarManifest,
  teachingManifest,
  handbookManifest,
  corporateTeacherManifest,
  tutorManifest,
  studentManifest,
  parentManifest,
  corporateStudentManifest,
  corporateManagerManifest,
  teacherTrainingManifest,
  videoCoursesManifest,
  profileManifest,
  placementTestManifest,
  catalogueManifest,
  supportManifest,
  partnersManifest,
];

/** The manifests an address may belong to, by its first segment; none for the shell's own pages. */
export const manifestsOf = (pathname: string): Manifest[] => {
  const segment = pathname.split('/')[1] ?? '';
  return manifests.filter((manifest) => manifest.prefixes.includes(segment));
};

/** Every entry of the menu, from the manifests; the access rules pick what a user sees. */
export const menuEntries: readonly MenuEntry[] = manifests.flatMap((manifest) => manifest.menu);
