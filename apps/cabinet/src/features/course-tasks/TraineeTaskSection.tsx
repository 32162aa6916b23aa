import { useGetCourseTask } from '@cabinet/api/course-tasks';
import { Navigate, useParams } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { TraineeCourseTask } from './TraineeCourseTask';
import { TRAINEE_SEGMENT } from './course-task-kinds';

/**
 * A trainee's course task under its kind's address (`online-university`, `observation-task-yl`,
 * `observation-task-teens`, `final-test`, `practice-task`); another kind's address is not a page.
 */
export function TraineeTaskSection({ courseId, taskId }: { courseId: number; taskId: number }) {
  const { segment } = useParams();
  const { data: user } = useCurrentUser();
  const task = useGetCourseTask(taskId);
  if (task.isPending || !user) return <PageLoading />;
  if (task.isError) return <PageError error={task.error} onRetry={() => void task.refetch()} />;
  if (task.data.data.course_id !== courseId || TRAINEE_SEGMENT[task.data.data.kind] !== segment)
    return <Navigate to={paths.notFound.to()} replace />;
  return <TraineeCourseTask courseId={courseId} taskId={taskId} traineeId={user.id} />;
}
