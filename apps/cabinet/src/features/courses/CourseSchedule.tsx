import { useGetCourse } from '@cabinet/api/courses';
import type { Course, LessonListItem } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolAndViewerTimes } from '../../shared/school-time';
import { AddToCalendarButton } from './AddToCalendarButton';
import { lessonsByModule, studentParams } from './course-present';
import { Attendance, Times, useLessonTitle } from './parts';
import { useAllLessons } from './use-all-lessons';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

type CourseScheduleProps = {
  courseId: number;
  studentId?: number | undefined;
  /** A lesson's page (a trial lesson may have its own). */
  lessonHref: (lesson: LessonListItem) => string;
  /** The teacher sees no attendance of their own and learns that a late cancellation is paid. */
  viewer?: 'learner' | 'teacher';
};

type LessonItemProps = {
  lesson: LessonListItem;
  course: Course;
  href: string;
  viewer: 'learner' | 'teacher';
};

function LessonItem({ lesson, course, href, viewer }: LessonItemProps) {
  const { t, i18n } = useTranslation('courses');
  const language = languageOf(i18n.language);
  const titleId = useId();
  const title = useLessonTitle()(lesson);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
    >
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <StatusBadge vocabulary="lessonType" value={lesson.type} />
        {/* The catch-up vocabulary is the lesson's: upcoming, in progress, completed, incomplete. */}
        <StatusBadge vocabulary="catchUp" value={lesson.status} />
        {lesson.late_cancel ? <StatusBadge vocabulary="lateCancel" value="late_cancel" /> : null}
      </Stack>
      <Typography id={titleId} component="h3" variant="h6" sx={{ m: 0, lineHeight: 1.4 }}>
        <Link href={href} sx={{ display: 'inline-block', minHeight: 24, overflowWrap: 'anywhere' }}>
          {title}
        </Link>
      </Typography>
      <Facts>
        <Fact label={t('facts.time')}>
          <Times times={schoolAndViewerTimes(lesson.starts_at, lesson.ends_at, language)} />
        </Fact>
        {viewer === 'learner' && (lesson.status !== 'upcoming' || lesson.attended !== null) ? (
          <Fact label={t('facts.attendance')}>
            <Attendance attended={lesson.attended} />
          </Fact>
        ) : null}
      </Facts>
      {/* A late cancellation is a manager's mark (docs/statuses.md#late-cancellation); the teacher is paid as if the lesson was held. */}
      {viewer === 'teacher' && lesson.late_cancel ? (
        <Typography variant="body2" sx={{ m: 0 }}>
          {t('schedule.lateCancelPaid')}
        </Typography>
      ) : null}
      {lesson.status === 'upcoming' ? (
        <AddToCalendarButton
          lesson={lesson}
          title={title}
          courseName={course.name}
          place={course}
          pageHref={href}
        />
      ) : null}
    </Paper>
  );
}

/**
 * A course's schedule: every lesson by module, with its number, type,
 * topic, time in the school's zone (and the viewer's), status, late cancel and the student's
 * attendance; each links to its page, and each upcoming one can go to the viewer's calendar.
 */
export function CourseSchedule({ courseId, studentId, lessonHref, viewer = 'learner' }: CourseScheduleProps) {
  const { t, i18n } = useTranslation('courses');
  const language = languageOf(i18n.language);
  const course = useGetCourse(courseId, studentParams(studentId));
  const lessons = useAllLessons(courseId, studentId);
  const lessonTitle = useLessonTitle();
  return (
    <QueryContent
      query={[course, lessons]}
      isEmpty={([, lessonsData]) => lessonsData.length === 0}
      empty={<EmptyState kind="noLessons" headingLevel="h2" />}
    >
      {([courseData, lessonsData]) => {
        const groups = lessonsByModule(lessonsData, courseData.data.modules);
        const next = lessonsData.find(
          (lesson) => lesson.status === 'upcoming' || lesson.status === 'in_progress',
        );
        return (
          <Stack spacing={4}>
            {next ? (
              <Typography variant="body1" sx={{ m: 0 }}>
                {t('schedule.next')} <Link href={lessonHref(next)}>{lessonTitle(next)}</Link>
              </Typography>
            ) : null}
            {groups.map((group) => (
              <ModuleLessons
                key={group.module?.id ?? 0}
                title={group.module ? nameIn(group.module, language) : t('schedule.otherLessons')}
              >
                {group.lessons.map((lesson) => (
                  <LessonItem
                    key={lesson.id}
                    lesson={lesson}
                    course={courseData.data}
                    href={lessonHref(lesson)}
                    viewer={viewer}
                  />
                ))}
              </ModuleLessons>
            ))}
          </Stack>
        );
      }}
    </QueryContent>
  );
}

function ModuleLessons({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}
