import { useGetCourseTask } from '@cabinet/api/course-tasks';
import { Navigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { TraineeCourseTask } from './TraineeCourseTask';
import { TRAINEE_SEGMENT } from './course-task-kinds';
import { QueryContent } from '../../shared/QueryContent';

/**
 * A trainee's course task under its kind's address (`online-university`, `observation-task-yl`,
 * `observation-task-teens`, `final-test`, `practice-task`); another kind's address is not a page.
 */
export function TraineeTaskSection({ courseId, taskId }: { courseId: number; taskId: number }) {
  const { segment } = useParams();
  const { data: user } = useCurrentUser();
  const task = useGetCourseTask(taskId);
  if (!user) return <PageLoading />;
  return (
    <QueryContent query={task}>
      {({ data }) =>
        data.course_id !== courseId || TRAINEE_SEGMENT[data.kind] !== segment ? (
          <Navigate to={paths.notFound.to()} replace />
        ) : (
          <TraineeCourseTask courseId={courseId} taskId={taskId} traineeId={user.id} />
        )
      }
    </QueryContent>
  );
}
