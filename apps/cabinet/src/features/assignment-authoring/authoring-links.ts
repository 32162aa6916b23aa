import type { Assignment, AssignmentKind } from '@cabinet/api/model';
import type { TeachingView } from '../../shared/course-view';
import { hasPage, viewPage } from '../../shared/course-view-hrefs';

type Ref = Pick<Assignment, 'id' | 'kind' | 'module_id'>;

/** Where each page of a course's assigned tasks is, in the view the teacher opened the course from. */
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
export function authoringLinks(view: TeachingView, courseId: number): AuthoringLinks {
  const list = viewPage(view, 'assignedTasks').to(courseId);
  if (!hasPage(view, 'create')) {
    return {
      list,
      create: (moduleId, kind) => `${list}?${CREATE_PARAMS.kind}=${kind}&${CREATE_PARAMS.module}=${moduleId}`,
      view: (a) =>
        a.kind === 'task'
          ? viewPage(view, 'task').to(courseId, a.id)
          : viewPage(view, 'test').to(courseId, a.id),
      edit: (a) =>
        a.kind === 'task' || !hasPage(view, 'editTest')
          ? `${viewPage(view, 'task').to(courseId, a.id)}?${EDIT_PARAM}=1`
          : viewPage(view, 'editTest').to(courseId, a.id),
      student: (a, studentId) =>
        a.kind === 'task'
          ? viewPage(view, 'taskStudent').to(courseId, a.id, studentId)
          : viewPage(view, 'studentTest').to(courseId, a.id, studentId),
    };
  }
  return {
    list,
    create: (moduleId, kind) => viewPage(view, 'create').to(courseId, moduleId, kind),
    view: (a) => viewPage(view, 'view').to(courseId, a.module_id, a.id),
    edit: (a) => viewPage(view, 'edit').to(courseId, a.module_id, a.id),
    student: (a, studentId) => viewPage(view, 'viewStudent').to(courseId, a.module_id, a.id, studentId),
  };
}
