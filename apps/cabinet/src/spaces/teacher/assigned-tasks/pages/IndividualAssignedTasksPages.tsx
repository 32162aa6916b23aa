import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { AssignmentOverview } from '../../../../features/assignment-authoring/AssignmentOverview';
import { CreateAssignment, EditAssignment } from '../../../../features/assignment-authoring/EditAssignment';
import { StudentWorkReview } from '../../../../features/assignment-authoring/StudentWorkReview';
import { TeacherAssignmentList } from '../../../../features/assignment-authoring/TeacherAssignmentList';
import { authoringLinks } from '../../../../features/assignment-authoring/authoring-links';
import { TeacherCourseFrame } from '../../../../features/course-pages/TeacherCourseFrame';
import { paths } from '../../../../shared/paths';
import { useRouteIds } from '../../../../shared/route-ids';
import { useAssignmentCrumb } from '../../../../features/teaching/pages/use-assignment-crumb';
import type { TeachingView } from '../../../../shared/course-view';
import { substitutedIndividualView, teacherIndividualView } from '../../individuals/course-views';

const notFound = <Navigate to={paths.notFound.to()} replace />;

function Frame({
  view,
  id,
  page,
  children,
}: {
  view: TeachingView;
  id: number;
  page?: string | undefined;
  children: ReactNode;
}) {
  return (
    <TeacherCourseFrame view={view} courseId={id} current="assignedTasks" page={page}>
      {children}
    </TeacherCourseFrame>
  );
}

function ListPage({ view }: { view: TeachingView }) {
  const ids = useRouteIds('id');
  if (!ids) return notFound;
  return (
    <Frame view={view} id={ids.id}>
      <TeacherAssignmentList courseId={ids.id} links={authoringLinks(view, ids.id)} />
    </Frame>
  );
}

function CreatePage({ view }: { view: TeachingView }) {
  const ids = useRouteIds('id', 'moduleId');
  const { kind } = useParams();
  if (!ids || (kind !== 'task' && kind !== 'test')) return notFound;
  return (
    <Frame view={view} id={ids.id}>
      <CreateAssignment
        key={`${kind}-${ids.moduleId}`}
        courseId={ids.id}
        moduleId={ids.moduleId}
        kind={kind}
        links={authoringLinks(view, ids.id)}
      />
    </Frame>
  );
}

function ItemFrame({
  view,
  id,
  taskId,
  children,
}: {
  view: TeachingView;
  id: number;
  taskId: number;
  children: ReactNode;
}) {
  const crumb = useAssignmentCrumb(taskId);
  return (
    <Frame view={view} id={id} page={crumb}>
      {children}
    </Frame>
  );
}

function EditPage({ view }: { view: TeachingView }) {
  const ids = useRouteIds('id', 'moduleId', 'taskId');
  if (!ids) return notFound;
  return (
    <ItemFrame view={view} id={ids.id} taskId={ids.taskId}>
      <EditAssignment assignmentId={ids.taskId} links={authoringLinks(view, ids.id)} />
    </ItemFrame>
  );
}

function ViewPage({ view }: { view: TeachingView }) {
  const ids = useRouteIds('id', 'moduleId', 'taskId');
  if (!ids) return notFound;
  return (
    <ItemFrame view={view} id={ids.id} taskId={ids.taskId}>
      <AssignmentOverview assignmentId={ids.taskId} links={authoringLinks(view, ids.id)} />
    </ItemFrame>
  );
}

function ViewStudentPage({ view }: { view: TeachingView }) {
  const ids = useRouteIds('id', 'moduleId', 'taskId', 'studentId');
  if (!ids) return notFound;
  const links = authoringLinks(view, ids.id);
  return (
    <ItemFrame view={view} id={ids.id} taskId={ids.taskId}>
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
export const IndividualListPage = () => <ListPage view={teacherIndividualView} />;
export const IndividualCreatePage = () => <CreatePage view={teacherIndividualView} />;
export const IndividualEditPage = () => <EditPage view={teacherIndividualView} />;
export const IndividualViewPage = () => <ViewPage view={teacherIndividualView} />;
export const IndividualViewStudentPage = () => <ViewStudentPage view={teacherIndividualView} />;
/** The same pages for a substitute teacher of the course. */
export const SubstitutionListPage = () => <ListPage view={substitutedIndividualView} />;
export const SubstitutionCreatePage = () => <CreatePage view={substitutedIndividualView} />;
export const SubstitutionEditPage = () => <EditPage view={substitutedIndividualView} />;
export const SubstitutionViewPage = () => <ViewPage view={substitutedIndividualView} />;
export const SubstitutionViewStudentPage = () => <ViewStudentPage view={substitutedIndividualView} />;
