import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { AssignmentOverview } from '../../../../features/assignment-authoring/AssignmentOverview';
import { CreateAssignment, EditAssignment } from '../../../../features/assignment-authoring/EditAssignment';
import { StudentWorkReview } from '../../../../features/assignment-authoring/StudentWorkReview';
import { TeacherAssignmentList } from '../../../../features/assignment-authoring/TeacherAssignmentList';
import { authoringLinks } from '../../../../features/assignment-authoring/authoring-links';
import { TeacherCourseFrame } from '../../../../features/course-pages/TeacherCourseFrame';
import { RequireGate } from '../../../../session/RequireGate';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { useAssignmentCrumb } from '../../../../features/teaching/pages/use-assignment-crumb';

type Gate = 'individual' | 'substitution';
const notFound = <Navigate to={paths.notFound.to()} replace />;

function Frame({
  area,
  id,
  page,
  children,
}: {
  area: Gate;
  id: number;
  page?: string | undefined;
  children: ReactNode;
}) {
  return (
    <RequireGate gate="teacher">
      <TeacherCourseFrame area={area} courseId={id} current="assignedTasks" page={page}>
        {children}
      </TeacherCourseFrame>
    </RequireGate>
  );
}

function ListPage({ area }: { area: Gate }) {
  const ids = useRouteIds('id');
  if (!ids) return notFound;
  return (
    <Frame area={area} id={ids.id}>
      <TeacherAssignmentList courseId={ids.id} links={authoringLinks(area, ids.id)} />
    </Frame>
  );
}

function CreatePage({ area }: { area: Gate }) {
  const ids = useRouteIds('id', 'moduleId');
  const { kind } = useParams();
  if (!ids || (kind !== 'task' && kind !== 'test')) return notFound;
  return (
    <Frame area={area} id={ids.id}>
      <CreateAssignment
        key={`${kind}-${ids.moduleId}`}
        courseId={ids.id}
        moduleId={ids.moduleId}
        kind={kind}
        links={authoringLinks(area, ids.id)}
      />
    </Frame>
  );
}

function ItemFrame({
  area,
  id,
  taskId,
  children,
}: {
  area: Gate;
  id: number;
  taskId: number;
  children: ReactNode;
}) {
  const crumb = useAssignmentCrumb(taskId);
  return (
    <Frame area={area} id={id} page={crumb}>
      {children}
    </Frame>
  );
}

function EditPage({ area }: { area: Gate }) {
  const ids = useRouteIds('id', 'moduleId', 'taskId');
  if (!ids) return notFound;
  return (
    <ItemFrame area={area} id={ids.id} taskId={ids.taskId}>
      <EditAssignment assignmentId={ids.taskId} links={authoringLinks(area, ids.id)} />
    </ItemFrame>
  );
}

function ViewPage({ area }: { area: Gate }) {
  const ids = useRouteIds('id', 'moduleId', 'taskId');
  if (!ids) return notFound;
  return (
    <ItemFrame area={area} id={ids.id} taskId={ids.taskId}>
      <AssignmentOverview assignmentId={ids.taskId} links={authoringLinks(area, ids.id)} />
    </ItemFrame>
  );
}

function ViewStudentPage({ area }: { area: Gate }) {
  const ids = useRouteIds('id', 'moduleId', 'taskId', 'studentId');
  if (!ids) return notFound;
  const links = authoringLinks(area, ids.id);
  return (
    <ItemFrame area={area} id={ids.id} taskId={ids.taskId}>
      <StudentWorkReview
        assignmentId={ids.taskId}
        studentId={ids.studentId}
        courseId={ids.id}
        backHref={links.view({ id: ids.taskId, kind: 'task', module_id: ids.moduleId })}
      />
    </ItemFrame>
  );
}

/** An individual course's assigned tasks by module, for its teacher. */
export const IndividualListPage = () => <ListPage area="individual" />;
export const IndividualCreatePage = () => <CreatePage area="individual" />;
export const IndividualEditPage = () => <EditPage area="individual" />;
export const IndividualViewPage = () => <ViewPage area="individual" />;
export const IndividualViewStudentPage = () => <ViewStudentPage area="individual" />;
/** The same pages for a substitute teacher of the course. */
export const SubstitutionListPage = () => <ListPage area="substitution" />;
export const SubstitutionCreatePage = () => <CreatePage area="substitution" />;
export const SubstitutionEditPage = () => <EditPage area="substitution" />;
export const SubstitutionViewPage = () => <ViewPage area="substitution" />;
export const SubstitutionViewStudentPage = () => <ViewStudentPage area="substitution" />;
