import type { Assignment, AssignmentKind } from '@cabinet/api/model';
import { type TeacherArea, hasPage, hrefsOf } from '../../shared/teacher-course-paths';

type Ref = Pick<Assignment, 'id' | 'kind' | 'module_id'>;

/** Where each page of a course's assigned tasks is, in the area the teacher opened the course from. */
export type AuthoringLinks = {
  list: string;
  create: (moduleId: number, kind: AssignmentKind) => string;
  view: (assignment: Ref) => string;
  edit: (assignment: Ref) => string;
  student: (assignment: Ref, studentId: number) => string;
};

/** What the group list's address asks for: the form of a new task or test in a module. */
export const CREATE_PARAMS = { kind: 'create', module: 'module' } as const;
/** The group's task page shows its form when the address asks for it (the group routes have no edit page). */
export const EDIT_PARAM = 'edit';

/**
 * A group's routes have no page to create a task nor to edit one: the list shows the
 * creating form and the task's page its editing form when the address asks (real links, so the
 * back button and a new tab work). An individual course has its own create, edit and view routes.
 */
export function authoringLinks(area: TeacherArea, courseId: number): AuthoringLinks {
  const hrefs = hrefsOf(area);
  if (!hasPage(area, 'create')) {
    const list = hrefs.assignedTasks(courseId);
    return {
      list,
      create: (moduleId, kind) => `${list}?${CREATE_PARAMS.kind}=${kind}&${CREATE_PARAMS.module}=${moduleId}`,
      view: (a) => (a.kind === 'task' ? hrefs.task(courseId, a.id) : hrefs.test(courseId, a.id)),
      edit: (a) =>
        a.kind === 'task' || !hasPage(area, 'editTest')
          ? `${hrefs.task(courseId, a.id)}?${EDIT_PARAM}=1`
          : hrefs.editTest(courseId, a.id),
      student: (a, studentId) =>
        a.kind === 'task'
          ? hrefs.taskStudent(courseId, a.id, studentId)
          : hrefs.studentTest(courseId, a.id, studentId),
    };
  }
  return {
    list: hrefs.assignedTasks(courseId),
    create: (moduleId, kind) => hrefs.create(courseId, moduleId, kind),
    view: (a) => hrefs.view(courseId, a.module_id, a.id),
    edit: (a) => hrefs.edit(courseId, a.module_id, a.id),
    student: (a, studentId) => hrefs.viewStudent(courseId, a.module_id, a.id, studentId),
  };
}
