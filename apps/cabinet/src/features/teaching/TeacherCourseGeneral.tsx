import { useGetCourse } from '@cabinet/api/courses';
import Stack from '@mui/material/Stack';
import { CourseFacts } from '../courses/CourseGeneral';
import { CourseFeed } from '../courses/CourseFeed';
import { FeedPostForm } from './FeedPostForm';
import type { TeachingView } from '../../shared/course-view';
import { changesCourse, tabHref } from '../../shared/course-view-hrefs';
import { QueryContent } from '../../shared/QueryContent';

/**
 * A teacher's course, general tab: the course's facts and weekly timetable; for a group, the
 * form to publish to the group's feed above the feed itself (the teacher publishes to the group
 * feed; the company's manager and a substitute read it).
 */
export function TeacherCourseGeneral({ view, courseId }: { view: TeachingView; courseId: number }) {
  const query = useGetCourse(courseId);
  return (
    <QueryContent query={query}>
      {({ data }) => (
        <Stack spacing={4}>
          <CourseFacts course={data} viewer="teacher" scheduleHref={tabHref(view, 'schedule', courseId)} />
          {view.kind === 'group' ? (
            <>
              {changesCourse(view) ? <FeedPostForm courseId={courseId} /> : null}
              <CourseFeed courseId={courseId} />
            </>
          ) : null}
        </Stack>
      )}
    </QueryContent>
  );
}
