import type { AssignmentKind } from '@cabinet/api/model';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AssignmentOverview } from '../../assignment-authoring/AssignmentOverview';
import { CreateAssignment, EditAssignment } from '../../assignment-authoring/EditAssignment';
import { StudentWorkReview } from '../../assignment-authoring/StudentWorkReview';
import { TeacherAssignmentList } from '../../assignment-authoring/TeacherAssignmentList';
import { CREATE_PARAMS, EDIT_PARAM, authoringLinks } from '../../assignment-authoring/authoring-links';
import { paths } from '../../../shared/paths';
import { idOf, useRouteIds } from '../../../shared/route-ids';
import { TeacherCourseFrame } from '../../course-pages/TeacherCourseFrame';
import type { TeachingView } from '../../../shared/course-view';
import { readsOnly } from '../../../shared/course-view-hrefs';
import { useAssignmentCrumb } from './use-assignment-crumb';

/**
 * A group's assigned tasks and tests, in any view that teaches or reads groups: the list (or a new
 * item's form when the address asks), an item (or its form), and one student's work.
 */
type ViewProps = { view: TeachingView };

const notFound = <Navigate to={paths.notFound.to()} replace />;

function Frame({
  view,
  id,
  page,
  children,
}: ViewProps & { id: number; page?: string | undefined; children: ReactNode }) {
  return (
    <TeacherCourseFrame view={view} courseId={id} current="assignedTasks" page={page}>
      {children}
    </TeacherCourseFrame>
  );
}

/** The list by module, or a new item's form when the address asks (never for a reader). */
export function GroupAssignedTasksPage({ view }: ViewProps) {
  const ids = useRouteIds('id');
  const [search] = useSearchParams();
  if (!ids) return notFound;
  const links = authoringLinks(view, ids.id);
  const kind = search.get(CREATE_PARAMS.kind);
  const moduleId = idOf(search.get(CREATE_PARAMS.module) ?? undefined);
  const creating = !readsOnly(view) && (kind === 'task' || kind === 'test') && moduleId !== null;
  return (
    <Frame view={view} id={ids.id}>
      {creating ? (
        <CreateAssignment
          key={`${kind}-${moduleId}`}
          courseId={ids.id}
          moduleId={moduleId}
          kind={kind}
          links={links}
        />
      ) : (
        <TeacherAssignmentList courseId={ids.id} links={links} />
      )}
    </Frame>
  );
}

function ItemPage({ view, id, taskId, edit }: ViewProps & { id: number; taskId: number; edit: boolean }) {
  const links = authoringLinks(view, id);
  const crumb = useAssignmentCrumb(taskId);
  return (
    <Frame view={view} id={id} page={crumb}>
      {edit && !readsOnly(view) ? (
        <EditAssignment assignmentId={taskId} links={links} />
      ) : (
        <AssignmentOverview assignmentId={taskId} links={links} />
      )}
    </Frame>
  );
}

/** A task, or its form with `?edit=1`. */
export function GroupTaskPage({ view }: ViewProps) {
  const ids = useRouteIds('id', 'taskId');
  const [search] = useSearchParams();
  if (!ids) return notFound;
  return <ItemPage view={view} id={ids.id} taskId={ids.taskId} edit={search.get(EDIT_PARAM) === '1'} />;
}

/** A test. */
export function GroupTestPage({ view }: ViewProps) {
  const ids = useRouteIds('id', 'taskId');
  if (!ids) return notFound;
  return <ItemPage view={view} id={ids.id} taskId={ids.taskId} edit={false} />;
}

/** A test's form. */
export function GroupEditTestPage({ view }: ViewProps) {
  const ids = useRouteIds('id', 'taskId');
  if (!ids) return notFound;
  return <ItemPage view={view} id={ids.id} taskId={ids.taskId} edit />;
}

function StudentWork({
  view,
  id,
  taskId,
  studentId,
  kind,
}: ViewProps & { id: number; taskId: number; studentId: number; kind: AssignmentKind }) {
  const crumb = useAssignmentCrumb(taskId);
  const links = authoringLinks(view, id);
  return (
    <Frame view={view} id={id} page={crumb}>
      <StudentWorkReview
        assignmentId={taskId}
        studentId={studentId}
        courseId={id}
        backHref={links.view({ id: taskId, kind, module_id: 0 })}
      />
    </Frame>
  );
}

/** One student's task or test. */
export function GroupStudentWorkPage({ view, kind }: ViewProps & { kind: AssignmentKind }) {
  const ids = useRouteIds('id', 'taskId', 'studentId');
  if (!ids) return notFound;
  return <StudentWork view={view} id={ids.id} taskId={ids.taskId} studentId={ids.studentId} kind={kind} />;
}
