import type { CourseTaskKind } from '@cabinet/api/model';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { CreateCourseTask, EditCourseTask } from '../../course-tasks/CourseTaskForm';
import { CourseTaskReview } from '../../course-tasks/CourseTaskReview';
import { CourseTaskTable } from '../../course-tasks/CourseTaskTable';
import { TutorCourseTasks } from '../../course-tasks/TutorCourseTasks';
import { TUTOR_SEGMENT, kindOfSegment } from '../../course-tasks/course-task-kinds';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { TeacherCourseFrame } from '../../course-pages/TeacherCourseFrame';
import type { TeachingView } from '../../../shared/course-view';
import { changesCourse, viewPage } from '../../../shared/course-view-hrefs';

type ViewProps = { view: TeachingView };

const notFound = <Navigate to={paths.notFound.to()} replace />;

function Frame({ view, id, page, children }: ViewProps & { id: number; page?: string; children: ReactNode }) {
  return (
    <TeacherCourseFrame view={view} courseId={id} current="courseTasks" page={page}>
      {children}
    </TeacherCourseFrame>
  );
}

/** The kind the address names (`gu`, `ot-yl`, `ot-teens`, `final-test`, `practice`). */
const useKind = () => kindOfSegment(TUTOR_SEGMENT, useParams().kind);

/** A TYLT group's five course tasks and the trainees' certificates; a substitute reads them. */
export function CourseTasksPage({ view }: ViewProps) {
  const ids = useRouteIds('id');
  if (!ids) return notFound;
  const table = (task: { id: number; kind: CourseTaskKind }) =>
    viewPage(view, 'courseTaskTable').to(ids.id, TUTOR_SEGMENT[task.kind], task.id);
  return (
    <Frame view={view} id={ids.id}>
      <TutorCourseTasks
        courseId={ids.id}
        links={
          changesCourse(view)
            ? {
                create: (kind) => viewPage(view, 'courseTaskCreate').to(ids.id, TUTOR_SEGMENT[kind]),
                edit: (task) =>
                  viewPage(view, 'courseTaskEdit').to(ids.id, TUTOR_SEGMENT[task.kind], task.id),
                table,
              }
            : { table }
        }
      />
    </Frame>
  );
}

/** A new task of the kind the address names, or an existing one edited. */
export function CourseTaskFormPage({ view, editing }: ViewProps & { editing: boolean }) {
  const { t } = useTranslation('courseTasks');
  const kind = useKind();
  const ids = useRouteIds('id');
  const { taskId } = useParams();
  if (!ids || !kind || (editing && !Number(taskId))) return notFound;
  const doneHref = (task: { id: number }) =>
    viewPage(view, 'courseTaskTable').to(ids.id, TUTOR_SEGMENT[kind], task.id);
  return (
    <Frame view={view} id={ids.id} page={t(`kinds.${kind}`)}>
      {editing ? (
        <EditCourseTask courseId={ids.id} kind={kind} taskId={Number(taskId)} doneHref={doneHref} />
      ) : (
        <CreateCourseTask courseId={ids.id} kind={kind} doneHref={doneHref} />
      )}
    </Frame>
  );
}

/** A task's table of the trainees' works. */
export function CourseTaskTablePage({ view }: ViewProps) {
  const { t } = useTranslation('courseTasks');
  const kind = useKind();
  const ids = useRouteIds('id', 'taskId');
  if (!ids || !kind) return notFound;
  return (
    <Frame view={view} id={ids.id} page={t(`kinds.${kind}`)}>
      <CourseTaskTable
        taskId={ids.taskId}
        reviewHref={(traineeId) =>
          viewPage(view, 'courseTaskReview').to(ids.id, TUTOR_SEGMENT[kind], ids.taskId, traineeId)
        }
      />
    </Frame>
  );
}

/** A trainee's work on a task, reviewed. */
export function CourseTaskReviewPage({ view }: ViewProps) {
  const { t } = useTranslation('courseTasks');
  const kind = useKind();
  const ids = useRouteIds('id', 'taskId', 'traineeId');
  if (!ids || !kind) return notFound;
  return (
    <Frame view={view} id={ids.id} page={t(`kinds.${kind}`)}>
      <CourseTaskReview
        courseId={ids.id}
        taskId={ids.taskId}
        traineeId={ids.traineeId}
        readOnly={!changesCourse(view)}
      />
    </Frame>
  );
}
