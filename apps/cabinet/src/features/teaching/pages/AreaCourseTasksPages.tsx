import type { CourseTaskKind } from '@cabinet/api/model';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { CreateCourseTask, EditCourseTask } from '../../course-tasks/CourseTaskForm';
import { CourseTaskReview } from '../../course-tasks/CourseTaskReview';
import { CourseTaskTable } from '../../course-tasks/CourseTaskTable';
import { TutorCourseTasks } from '../../course-tasks/TutorCourseTasks';
import { TUTOR_SEGMENT, kindOfSegment } from '../../course-tasks/course-task-kinds';
import { RequireGate } from '../../../session/RequireGate';
import { paths } from '../../../shared/paths';
import { useRouteIds } from '../../../shared/route-ids';
import { TeacherCourseFrame } from '../../course-pages/TeacherCourseFrame';
import {
  type TeacherArea,
  changesCourse,
  hrefsOf,
  teachingAreas,
} from '../../../shared/teacher-course-paths';

type AreaProps = { area: TeacherArea };

const notFound = <Navigate to={paths.notFound.to()} replace />;

function Frame({ area, id, page, children }: AreaProps & { id: number; page?: string; children: ReactNode }) {
  return (
    <RequireGate gate={teachingAreas[area].access}>
      <TeacherCourseFrame area={area} courseId={id} current="courseTasks" page={page}>
        {children}
      </TeacherCourseFrame>
    </RequireGate>
  );
}

/** The kind the address names (`gu`, `ot-yl`, `ot-teens`, `final-test`, `practice`). */
const useKind = () => kindOfSegment(TUTOR_SEGMENT, useParams().kind);

/** A TYLT group's five course tasks and the trainees' certificates; a substitute reads them. */
export function AreaCourseTasksPage({ area }: AreaProps) {
  const ids = useRouteIds('id');
  if (!ids) return notFound;
  const href = hrefsOf(area);
  const table = (task: { id: number; kind: CourseTaskKind }) =>
    href.courseTaskTable(ids.id, TUTOR_SEGMENT[task.kind], task.id);
  return (
    <Frame area={area} id={ids.id}>
      <TutorCourseTasks
        courseId={ids.id}
        links={
          changesCourse(area)
            ? {
                create: (kind) => href.courseTaskCreate(ids.id, TUTOR_SEGMENT[kind]),
                edit: (task) => href.courseTaskEdit(ids.id, TUTOR_SEGMENT[task.kind], task.id),
                table,
              }
            : { table }
        }
      />
    </Frame>
  );
}

/** A new task of the kind the address names, or an existing one edited. */
export function AreaCourseTaskFormPage({ area, editing }: AreaProps & { editing: boolean }) {
  const { t } = useTranslation('courseTasks');
  const kind = useKind();
  const ids = useRouteIds('id');
  const { taskId } = useParams();
  if (!ids || !kind || (editing && !Number(taskId))) return notFound;
  const doneHref = (task: { id: number }) =>
    hrefsOf(area).courseTaskTable(ids.id, TUTOR_SEGMENT[kind], task.id);
  return (
    <Frame area={area} id={ids.id} page={t(`kinds.${kind}`)}>
      {editing ? (
        <EditCourseTask courseId={ids.id} kind={kind} taskId={Number(taskId)} doneHref={doneHref} />
      ) : (
        <CreateCourseTask courseId={ids.id} kind={kind} doneHref={doneHref} />
      )}
    </Frame>
  );
}

/** A task's table of the trainees' works. */
export function AreaCourseTaskTablePage({ area }: AreaProps) {
  const { t } = useTranslation('courseTasks');
  const kind = useKind();
  const ids = useRouteIds('id', 'taskId');
  if (!ids || !kind) return notFound;
  return (
    <Frame area={area} id={ids.id} page={t(`kinds.${kind}`)}>
      <CourseTaskTable
        taskId={ids.taskId}
        reviewHref={(traineeId) =>
          hrefsOf(area).courseTaskReview(ids.id, TUTOR_SEGMENT[kind], ids.taskId, traineeId)
        }
      />
    </Frame>
  );
}

/** A trainee's work on a task, reviewed. */
export function AreaCourseTaskReviewPage({ area }: AreaProps) {
  const { t } = useTranslation('courseTasks');
  const kind = useKind();
  const ids = useRouteIds('id', 'taskId', 'traineeId');
  if (!ids || !kind) return notFound;
  return (
    <Frame area={area} id={ids.id} page={t(`kinds.${kind}`)}>
      <CourseTaskReview
        courseId={ids.id}
        taskId={ids.taskId}
        traineeId={ids.traineeId}
        readOnly={!changesCourse(area)}
      />
    </Frame>
  );
}
