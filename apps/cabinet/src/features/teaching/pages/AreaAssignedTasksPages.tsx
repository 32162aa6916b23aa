import type { AssignmentKind } from '@cabinet/api/model';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AssignmentOverview } from '../../assignment-authoring/AssignmentOverview';
import { CreateAssignment, EditAssignment } from '../../assignment-authoring/EditAssignment';
import { StudentWorkReview } from '../../assignment-authoring/StudentWorkReview';
import { TeacherAssignmentList } from '../../assignment-authoring/TeacherAssignmentList';
import { CREATE_PARAMS, EDIT_PARAM, authoringLinks } from '../../assignment-authoring/authoring-links';
import { RequireGate } from '../../../session/RequireGate';
import { paths } from '../../../shared/paths';
import { idOf, useRouteIds } from '../../../shared/route-ids';
import { TeacherCourseFrame } from '../../course-pages/TeacherCourseFrame';
import { type TeacherArea, teachingAreas } from '../../../shared/teacher-course-paths';
import { useAssignmentCrumb } from './use-assignment-crumb';

/**
 * A group's assigned tasks and tests, in any area that teaches or reads groups: the list (or a new
 * item's form when the address asks), an item (or its form), and one student's work.
 */
type AreaProps = { area: TeacherArea };

const notFound = <Navigate to={paths.notFound.to()} replace />;

function Frame({
  area,
  id,
  page,
  children,
}: AreaProps & { id: number; page?: string | undefined; children: ReactNode }) {
  return (
    <RequireGate gate={teachingAreas[area].access}>
      <TeacherCourseFrame area={area} courseId={id} current="assignedTasks" page={page}>
        {children}
      </TeacherCourseFrame>
    </RequireGate>
  );
}

/** The list by module, or a new item's form when the address asks (never for a reader). */
export function AreaAssignedTasksPage({ area }: AreaProps) {
  const ids = useRouteIds('id');
  const [search] = useSearchParams();
  if (!ids) return notFound;
  const links = authoringLinks(area, ids.id);
  const kind = search.get(CREATE_PARAMS.kind);
  const moduleId = idOf(search.get(CREATE_PARAMS.module) ?? undefined);
  const creating = !teachingAreas[area].readOnly && (kind === 'task' || kind === 'test') && moduleId !== null;
  return (
    <Frame area={area} id={ids.id}>
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

function ItemPage({ area, id, taskId, edit }: AreaProps & { id: number; taskId: number; edit: boolean }) {
  const links = authoringLinks(area, id);
  const crumb = useAssignmentCrumb(taskId);
  return (
    <Frame area={area} id={id} page={crumb}>
      {edit && !teachingAreas[area].readOnly ? (
        <EditAssignment assignmentId={taskId} links={links} />
      ) : (
        <AssignmentOverview assignmentId={taskId} links={links} />
      )}
    </Frame>
  );
}

/** A task, or its form with `?edit=1`. */
export function AreaTaskPage({ area }: AreaProps) {
  const ids = useRouteIds('id', 'taskId');
  const [search] = useSearchParams();
  if (!ids) return notFound;
  return <ItemPage area={area} id={ids.id} taskId={ids.taskId} edit={search.get(EDIT_PARAM) === '1'} />;
}

/** A test. */
export function AreaTestPage({ area }: AreaProps) {
  const ids = useRouteIds('id', 'taskId');
  if (!ids) return notFound;
  return <ItemPage area={area} id={ids.id} taskId={ids.taskId} edit={false} />;
}

/** A test's form. */
export function AreaEditTestPage({ area }: AreaProps) {
  const ids = useRouteIds('id', 'taskId');
  if (!ids) return notFound;
  return <ItemPage area={area} id={ids.id} taskId={ids.taskId} edit />;
}

function StudentWork({
  area,
  id,
  taskId,
  studentId,
  kind,
}: AreaProps & { id: number; taskId: number; studentId: number; kind: AssignmentKind }) {
  const crumb = useAssignmentCrumb(taskId);
  const links = authoringLinks(area, id);
  return (
    <Frame area={area} id={id} page={crumb}>
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
export function AreaStudentWorkPage({ area, kind }: AreaProps & { kind: AssignmentKind }) {
  const ids = useRouteIds('id', 'taskId', 'studentId');
  if (!ids) return notFound;
  return <StudentWork area={area} id={ids.id} taskId={ids.taskId} studentId={ids.studentId} kind={kind} />;
}
