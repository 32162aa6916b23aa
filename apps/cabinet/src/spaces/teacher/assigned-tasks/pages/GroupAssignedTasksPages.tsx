import type { AssignmentKind } from '@cabinet/api/model';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AssignmentOverview } from '../../../../features/assignment-authoring/AssignmentOverview';
import { CreateAssignment, EditAssignment } from '../../../../features/assignment-authoring/EditAssignment';
import { StudentWorkReview } from '../../../../features/assignment-authoring/StudentWorkReview';
import { TeacherAssignmentList } from '../../../../features/assignment-authoring/TeacherAssignmentList';
import {
  CREATE_PARAMS,
  EDIT_PARAM,
  authoringLinks,
} from '../../../../features/assignment-authoring/authoring-links';
import { TeacherCourseFrame } from '../../../../features/teaching/TeacherCourseFrame';
import { RequireArea } from '../../../../session/RequireArea';
import { paths } from '../../../../shared/paths';
import { idOf, useRouteIds } from '../../../../shared/route-ids';
import { useAssignmentCrumb } from './use-assignment-crumb';

const notFound = <Navigate to={paths.notFound.to()} replace />;

function GroupFrame({ id, page, children }: { id: number; page?: string | undefined; children: ReactNode }) {
  return (
    <RequireArea area="teacher">
      <TeacherCourseFrame area="group" courseId={id} current="assignedTasks" page={page}>
        {children}
      </TeacherCourseFrame>
    </RequireArea>
  );
}

/** `/teacher/groups/:id/assigned-tasks`: the list by module, or a new item's form when asked. */
export function GroupAssignedTasksPage() {
  const ids = useRouteIds('id');
  const [search] = useSearchParams();
  if (!ids) return notFound;
  const links = authoringLinks('group', ids.id);
  const kind = search.get(CREATE_PARAMS.kind);
  const moduleId = idOf(search.get(CREATE_PARAMS.module) ?? undefined);
  const creating = (kind === 'task' || kind === 'test') && moduleId !== null;
  return (
    <GroupFrame id={ids.id}>
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
    </GroupFrame>
  );
}

function ItemPage({ id, taskId, edit }: { id: number; taskId: number; edit: boolean }) {
  const links = authoringLinks('group', id);
  const crumb = useAssignmentCrumb(taskId);
  return (
    <GroupFrame id={id} page={crumb}>
      {edit ? (
        <EditAssignment assignmentId={taskId} links={links} />
      ) : (
        <AssignmentOverview assignmentId={taskId} links={links} />
      )}
    </GroupFrame>
  );
}

/** `/teacher/groups/:id/assigned-tasks/task/:taskId`: the task, or its form with `?edit=1`. */
export function GroupTaskPage() {
  const ids = useRouteIds('id', 'taskId');
  const [search] = useSearchParams();
  if (!ids) return notFound;
  return <ItemPage id={ids.id} taskId={ids.taskId} edit={search.get(EDIT_PARAM) === '1'} />;
}

/** `/teacher/groups/assigned-tasks/test/:id/:taskId`: the test. */
export function GroupTestPage() {
  const ids = useRouteIds('id', 'taskId');
  if (!ids) return notFound;
  return <ItemPage id={ids.id} taskId={ids.taskId} edit={false} />;
}

/** `/teacher/groups/edit-test/:id/:taskId`: the test's form. */
export function GroupEditTestPage() {
  const ids = useRouteIds('id', 'taskId');
  if (!ids) return notFound;
  return <ItemPage id={ids.id} taskId={ids.taskId} edit />;
}

function StudentPage({
  id,
  taskId,
  studentId,
  kind,
}: {
  id: number;
  taskId: number;
  studentId: number;
  kind: AssignmentKind;
}) {
  const links = authoringLinks('group', id);
  const crumb = useAssignmentCrumb(taskId);
  return (
    <GroupFrame id={id} page={crumb}>
      <StudentWorkReview
        assignmentId={taskId}
        studentId={studentId}
        courseId={id}
        backHref={links.view({ id: taskId, kind, module_id: 0 })}
      />
    </GroupFrame>
  );
}

/** `/teacher/groups/:id/assigned-tasks/task/:taskId/:studentId`: one student's task. */
export function GroupTaskStudentPage() {
  const ids = useRouteIds('id', 'taskId', 'studentId');
  if (!ids) return notFound;
  return <StudentPage id={ids.id} taskId={ids.taskId} studentId={ids.studentId} kind="task" />;
}

/** `/teacher/groups/student-test/:id/:taskId/:studentId`: one student's test. */
export function GroupStudentTestPage() {
  const ids = useRouteIds('id', 'taskId', 'studentId');
  if (!ids) return notFound;
  return <StudentPage id={ids.id} taskId={ids.taskId} studentId={ids.studentId} kind="test" />;
}
