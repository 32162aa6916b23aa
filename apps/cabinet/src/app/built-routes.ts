import type { RouteObject } from 'react-router-dom';
import { registerBuiltPaths } from '../shared/built-paths';
import { authRoutes, profileRoutes } from '../spaces/account/routes';
import { catalogueRoutes } from '../spaces/catalogue/routes';
import { handbookRoutes } from '../spaces/handbook/routes';
import { checkoutRoutes } from '../spaces/checkout/routes';
import { parentClubsRoutes } from '../spaces/parent/clubs/routes';
import { parentGroupsRoutes } from '../spaces/parent/groups/routes';
import { parentIndividualsRoutes } from '../spaces/parent/individuals/routes';
import { partnersRoutes } from '../spaces/partners/routes';
import { corporateManagerPretestRoutes } from '../spaces/corporate-manager/pretests/routes';
import { corporateManagerStudentsRoutes } from '../spaces/corporate-manager/students/routes';
import { corporateManagerStatisticsRoutes } from '../spaces/corporate-manager/statistics/routes';
import { corporateManagerGroupsRoutes } from '../spaces/corporate-manager/groups/routes';
import { corporateManagerIndividualsRoutes } from '../spaces/corporate-manager/individuals/routes';
import { corporateTeacherGroupsRoutes } from '../spaces/corporate-teacher/groups/routes';
import { corporateTeacherIndividualsRoutes } from '../spaces/corporate-teacher/individuals/routes';
import { corporateTeacherStudentsRoutes } from '../spaces/corporate-teacher/students/routes';
import { corporateStudentClubsRoutes } from '../spaces/corporate-student/clubs/routes';
import { corporateStudentGroupsRoutes } from '../spaces/corporate-student/groups/routes';
import { corporateStudentIndividualsRoutes } from '../spaces/corporate-student/individuals/routes';
import { corporateStudentPretestRoutes } from '../spaces/corporate-student/pretests/routes';
import { corporateTeacherPretestRoutes } from '../spaces/corporate-teacher/pretests/routes';
import { pretestRoutes } from '../spaces/pretest/routes';
import { studentClubsRoutes } from '../spaces/student/clubs/routes';
import { studentGroupsRoutes } from '../spaces/student/groups/routes';
import { studentIndividualsRoutes } from '../spaces/student/individuals/routes';
import { teacherCalendarRoutes } from '../spaces/teacher/calendar/routes';
import { teacherGroupsRoutes } from '../spaces/teacher/groups/routes';
import { teacherAssignedTasksRoutes } from '../spaces/teacher/assigned-tasks/routes';
import { teacherClubsRoutes } from '../spaces/teacher/clubs/routes';
import { teacherStudentsRoutes } from '../spaces/teacher/students/routes';
import { teacherIndividualsRoutes } from '../spaces/teacher/individuals/routes';
import { dosFeedbackRoutes } from '../spaces/teacher/dos/routes';
import { teacherStatisticsRoutes } from '../spaces/teacher/statistics/routes';
import { teacherSubstitutionsRoutes } from '../spaces/teacher/substitutions/routes';
import { teacherTrainingEventsRoutes } from '../spaces/teacher-training/events/routes';
import { tutorGroupsRoutes } from '../spaces/tutor/groups/routes';
import { tutorSubstitutionsRoutes } from '../spaces/tutor/substitutions/routes';
import { tutorTraineesRoutes } from '../spaces/tutor/trainees/routes';
import { teacherTrainingGroupsRoutes } from '../spaces/teacher-training/groups/routes';
import { videoCoursesRoutes } from '../spaces/video-courses/routes';

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

/** The space route trees the shell mounts, in one list. */
export const spaceRoutes = {
  auth: [...authRoutes, ...checkoutRoutes],
  cabinet: [
    ...profileRoutes,
    ...partnersRoutes,
    ...studentClubsRoutes,
    ...studentGroupsRoutes,
    ...studentIndividualsRoutes,
    ...parentClubsRoutes,
    ...parentGroupsRoutes,
    ...parentIndividualsRoutes,
    ...catalogueRoutes,
    ...pretestRoutes,
    ...corporateStudentGroupsRoutes,
    ...corporateStudentIndividualsRoutes,
    ...corporateStudentClubsRoutes,
    ...corporateStudentPretestRoutes,
    ...corporateManagerStudentsRoutes,
    ...corporateManagerStatisticsRoutes,
    ...corporateManagerGroupsRoutes,
    ...corporateManagerIndividualsRoutes,
    ...corporateTeacherGroupsRoutes,
    ...corporateTeacherIndividualsRoutes,
    ...corporateTeacherStudentsRoutes,
    ...corporateManagerPretestRoutes,
    ...corporateTeacherPretestRoutes,
    ...teacherCalendarRoutes,
    ...handbookRoutes,
    ...dosFeedbackRoutes,
    ...teacherStatisticsRoutes,
    ...teacherSubstitutionsRoutes,
    ...teacherGroupsRoutes,
    ...teacherAssignedTasksRoutes,
    ...teacherClubsRoutes,
    ...teacherStudentsRoutes,
    ...teacherIndividualsRoutes,
    ...teacherTrainingEventsRoutes,
    ...tutorGroupsRoutes,
    ...tutorSubstitutionsRoutes,
    ...tutorTraineesRoutes,
    ...teacherTrainingGroupsRoutes,
    ...videoCoursesRoutes,
  ],
};

/** Every path the app has built: the menu links only to these, so no entry is a dead link. */
export const builtPaths = new Set(pathsOf([...spaceRoutes.auth, ...spaceRoutes.cabinet]));

registerBuiltPaths(builtPaths);
