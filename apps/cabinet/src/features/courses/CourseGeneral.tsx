import { schoolAndViewerMoment } from '../../shared/school-time';
import { ExternalLink } from '@cabinet/design-system/card-frame';
import { useGetCourse } from '@cabinet/api/courses';
import type { Course } from '@cabinet/api/model';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatDate } from '@cabinet/design-system/format';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CourseFeed } from './CourseFeed';
import { studentParams } from './course-present';
import { Progress, Section, Times, WeeklySlots } from './parts';
import { type Language, languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

type CourseGeneralProps = {
  courseId: number;
  /** The child, for a parent; a student's own view leaves it out. */
  studentId?: number | undefined;
  /** The course's schedule page. */
  scheduleHref: string;
};

/** Who reads the facts: a student or parent learns who teaches; the teacher whom and how many. */
export type FactsViewer = 'learner' | 'teacher';

type AboutProps = { course: Course; language: Language; viewer: FactsViewer };

function About({ course, language, viewer }: AboutProps) {
  const { t } = useTranslation('courses');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  return (
    <Section title={t('general.about')}>
      <Facts>
        <Fact label={t('facts.status')}>
          <StatusBadge vocabulary="course" value={course.status} />
        </Fact>
        <Fact label={t('facts.program')}>{nameIn(course.program, language)}</Fact>
        {viewer === 'learner' ? (
          <Fact label={t('facts.teacher')}>{nameIn(course.teacher, language)}</Fact>
        ) : course.student ? (
          <Fact label={t('facts.student')}>{nameIn(course.student, language)}</Fact>
        ) : null}
        <Fact label={ds('cards.common.level')}>{course.level}</Fact>
        <Fact label={t('facts.audience')}>{t(`audience.${course.audience}`)}</Fact>
        <Fact label={t('facts.format')}>{ds(`cards.common.format.${course.format}`)}</Fact>
        <Fact label={t('facts.studyMode')}>{t(`studyMode.${course.course_type}`)}</Fact>
        {viewer === 'teacher' && course.kind === 'group' ? (
          <Fact label={t('facts.students')}>
            {t('facts.studentsOf', { count: course.students_count, seats: course.seats_total })}
          </Fact>
        ) : null}
        <Fact label={t('facts.dates')}>
          {t('general.dates', {
            start: formatDate(course.start_date, language),
            end: formatDate(course.end_date, language),
          })}
        </Fact>
        {course.modules.length > 0 ? (
          <Fact label={t('facts.modules')}>{t('facts.modulesCount', { count: course.modules.length })}</Fact>
        ) : null}
        <Fact label={t('facts.books')}>{t(`books.${course.books}`)}</Fact>
        {course.company_name ? <Fact label={t('facts.company')}>{course.company_name}</Fact> : null}
      </Facts>
    </Section>
  );
}

function WeeklySchedule({ course }: { course: Course }) {
  const { t } = useTranslation('courses');
  return (
    <Section title={t('general.weekly')}>
      {course.schedule.length === 0 ? (
        <Typography variant="body2">{t('general.noWeekly')}</Typography>
      ) : (
        <WeeklySlots slots={course.schedule} bullets />
      )}
    </Section>
  );
}

function Place({ course }: { course: Course }) {
  const { t } = useTranslation('courses');
  return (
    <Section title={t('general.place')}>
      <Facts>
        {course.format === 'offline' ? (
          <Fact label={t('place.room')}>{course.room ?? t('place.roomLater')}</Fact>
        ) : course.zoom_link ? (
          <>
            <Fact label={t('place.zoom')}>
              <ExternalLink href={course.zoom_link}>{t('place.joinZoom')}</ExternalLink>
            </Fact>
            {course.zoom_id ? <Fact label={t('place.zoomId')}>{course.zoom_id}</Fact> : null}
            {course.zoom_passcode ? <Fact label={t('place.passcode')}>{course.zoom_passcode}</Fact> : null}
          </>
        ) : (
          <Fact label={t('place.zoom')}>{t('place.zoomLater')}</Fact>
        )}
      </Facts>
    </Section>
  );
}

type CourseFactsProps = { course: Course; viewer: FactsViewer; scheduleHref: string };

/**
 * A course's facts: program, teacher (or, for the teacher, the student and
 * the seats taken), level, format, type, dates, books, the next lesson with the way to the
 * schedule, progress, the weekly timetable in the school's zone and the viewer's, and the room or
 * the Zoom details.
 */
export function CourseFacts({ course, viewer, scheduleHref }: CourseFactsProps) {
  const { t, i18n } = useTranslation('courses');
  const language = languageOf(i18n.language);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <About course={course} language={language} viewer={viewer} />
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Section title={t('general.nextLesson')}>
          <Stack spacing={1} sx={{ typography: 'body2' }}>
            <div>
              {course.next_lesson ? (
                <Times times={schoolAndViewerMoment(course.next_lesson.starts_at, language)} />
              ) : (
                t('facts.noNextLesson')
              )}
            </div>
            <Link href={scheduleHref} sx={{ alignSelf: 'flex-start' }}>
              {t('general.toSchedule')}
            </Link>
          </Stack>
        </Section>
        <Section title={t('general.progress')}>
          <Progress done={course.lessons_completed} total={course.lessons_total} />
        </Section>
        <WeeklySchedule course={course} />
        <Place course={course} />
      </Stack>
    </Box>
  );
}

/** A student's or a parent's general page: the course's facts, and a group's feed under them (read-only). */
export function CourseGeneral({ courseId, studentId, scheduleHref }: CourseGeneralProps) {
  const query = useGetCourse(courseId, studentParams(studentId));
  return (
    <QueryContent query={query}>
      {({ data: course }) => (
        <Stack spacing={4}>
          <CourseFacts course={course} viewer="learner" scheduleHref={scheduleHref} />
          {course.kind === 'group' ? <CourseFeed courseId={courseId} studentId={studentId} /> : null}
        </Stack>
      )}
    </QueryContent>
  );
}
