import type { RouteObject } from 'react-router-dom';

/** A lesson of a teacher's group or individual course (issue 7 items 2 and 4): summary, notes, Zoom and substitution tabs. */
export const teacherLessonsRoutes: RouteObject[] = [];
