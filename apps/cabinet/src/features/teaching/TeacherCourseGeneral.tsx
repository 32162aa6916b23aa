import { useGetCourse } from '@cabinet/api/courses';
import Stack from '@mui/material/Stack';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { CourseFacts } from '../courses/CourseGeneral';
import { CourseFeed } from '../courses/CourseFeed';
import { FeedPostForm } from './FeedPostForm';
import type { TeachingView } from '../../shared/course-view';
import { changesCourse, tabHref } from '../../shared/course-view-hrefs';

/**
 * A teacher's course, general tab: the course's facts and weekly timetable; for a group, the
 * form to publish to the group's feed above the feed itself (the teacher publishes to the group
 * feed; the company's manager and a substitute read it).
 */
export function TeacherCourseGeneral({ view, courseId }: { view: TeachingView; courseId: number }) {
  const query = useGetCourse(courseId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack spacing={4}>
      <CourseFacts
        course={query.data.data}
        viewer="teacher"
        scheduleHref={tabHref(view, 'schedule', courseId)}
      />
      {view.kind === 'group' ? (
        <>
          {changesCourse(view) ? <FeedPostForm courseId={courseId} /> : null}
          <CourseFeed courseId={courseId} />
        </>
      ) : null}
    </Stack>
  );
}
