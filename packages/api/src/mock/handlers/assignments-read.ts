import {
  getGetAssignmentMockHandler,
  getGetWorkMockHandler,
  getListAssignmentWorkMockHandler,
  getListAssignmentsMockHandler,
} from '../../generated/assignments/assignments.msw';
import { ListAssignmentsQueryParams } from '../../generated/zod/assignments/assignments';
import { type AssignmentRow, assignmentsOf, isVisibleTo } from '../db/assignments';
import { currentWorks } from '../db/works';
import { teachAssignment, viewAssignment, viewWork } from './assignments-access';
import { toAssignment, toWork, toWorkListRow } from './assignments-view';
import { requireLearner, viewCourse } from './course-access';
import { listOf } from './paging';
import { parseQuery, pathId } from './request-params';
import * as clock from '../../time/clock';

/** Module by module, tasks before tests, then in the order they were created. */
const listOrder = (a: AssignmentRow, b: AssignmentRow) =>
  a.module_id - b.module_id ||
  (a.kind === b.kind ? 0 : a.kind === 'task' ? -1 : 1) ||
  a.created_at.localeCompare(b.created_at) ||
  a.id - b.id;

/** Reading assignments and works: the course's teacher, the student, the parent (read-only). */
export const assignmentReadHandlers = [
  getListAssignmentsMockHandler(({ request, params }) => {
    requireLearner(request);
    const viewer = viewCourse(request, pathId(params.courseId, 'course'));
    const {
      module_id: moduleId,
      kind,
      lesson_id: lessonId,
    } = parseQuery(request, ListAssignmentsQueryParams);
    const now = clock.now();
    const rows = assignmentsOf(viewer.course.id)
      .filter((a) => viewer.role === 'teacher' || isVisibleTo(a, viewer.studentId))
      .filter(
        (a) =>
          (moduleId === undefined || a.module_id === moduleId) &&
          (kind === undefined || a.kind === kind) &&
          (lessonId === undefined || a.lesson_id === lessonId),
      )
      .sort(listOrder);
    return listOf(rows.map((a) => toAssignment(a, viewer, now)));
  }),

  getGetAssignmentMockHandler(({ request, params }) => {
    const { assignment, viewer } = viewAssignment(request, params.assignmentId);
    return { data: toAssignment(assignment, viewer) };
  }),

  getListAssignmentWorkMockHandler(({ request, params }) => {
    const { assignment } = teachAssignment(request, params.assignmentId);
    return listOf(currentWorks(assignment).map((work) => toWorkListRow(assignment, work)));
  }),

  getGetWorkMockHandler(({ request, params }) => {
    const { assignment, viewer, work } = viewWork(request, params);
    return { data: toWork(assignment, work, viewer) };
  }),
];
