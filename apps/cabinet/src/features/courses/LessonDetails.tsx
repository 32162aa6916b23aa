import { ExternalLink } from '@cabinet/design-system/card-frame';
import { useGetCourse } from '@cabinet/api/courses';
import { useGetLesson } from '@cabinet/api/lessons';
import type { Lesson } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { schoolAndViewerTimes } from '../../shared/school-time';
import { AddToCalendarButton } from './AddToCalendarButton';
import { formatFileSize, studentParams } from './course-present';
import { Attendance, PlainText, Section, Times, useLessonTitle } from './parts';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

type LessonDetailsProps = { lessonId: number; studentId?: number | undefined };

function Place({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('courses');
  return (
    <Section title={t('lesson.place')} level={3}>
      <Facts>
        {lesson.zoom_link ? (
          <>
            <Fact label={t('place.zoom')}>
              <ExternalLink href={lesson.zoom_link}>{t('place.joinZoom')}</ExternalLink>
            </Fact>
            {lesson.zoom_id ? <Fact label={t('place.zoomId')}>{lesson.zoom_id}</Fact> : null}
            {lesson.zoom_passcode ? <Fact label={t('place.passcode')}>{lesson.zoom_passcode}</Fact> : null}
          </>
        ) : (
          <Fact label={t('place.room')}>{lesson.room ?? t('place.roomLater')}</Fact>
        )}
      </Facts>
    </Section>
  );
}

function Files({ lesson }: { lesson: Lesson }) {
  const { t, i18n } = useTranslation('courses');
  const language = languageOf(i18n.language);
  return (
    <Section title={t('lesson.files')} level={3}>
      {lesson.files.length === 0 ? (
        <Typography variant="body2">{t('lesson.noFiles')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          {lesson.files.map((file) => (
            <li key={file.id}>
              <Link href={file.url} download={file.name} sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Link>{' '}
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({formatFileSize(file.size, language)})
              </Box>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/**
 * A lesson's page: type, time in the school's zone and the viewer's, status,
 * module and topic, classwork, homework, the recording, the Zoom link with ID and passcode or the
 * room, attached files, the student's attendance, and "Add to calendar" while it is ahead.
 */
export function LessonDetails({ lessonId, studentId }: LessonDetailsProps) {
  const { t, i18n } = useTranslation('courses');
  const language = languageOf(i18n.language);
  const { pathname } = useLocation();
  const titleId = useId();
  const lessonTitle = useLessonTitle();
  const query = useGetLesson(lessonId, studentParams(studentId));
  const courseId = query.data?.data.course_id ?? 0;
  const course = useGetCourse(courseId, studentParams(studentId), { query: { enabled: courseId > 0 } });
  return (
    <QueryContent query={query}>
      {({ data: lesson }) => {
        const title = lessonTitle(lesson);
        const ahead = lesson.status === 'upcoming' || lesson.status === 'in_progress';
        return (
          <Stack component="article" aria-labelledby={titleId} spacing={3}>
            <Stack spacing={1.5}>
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                <StatusBadge vocabulary="lessonType" value={lesson.type} />
                <StatusBadge vocabulary="catchUp" value={lesson.status} />
                {lesson.late_cancel ? <StatusBadge vocabulary="lateCancel" value="late_cancel" /> : null}
              </Stack>
              <Typography id={titleId} component="h2" variant="h5" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              <Facts>
                <Fact label={t('facts.time')}>
                  <Times times={schoolAndViewerTimes(lesson.starts_at, lesson.ends_at, language)} />
                </Fact>
                <Fact label={t('facts.module')}>{nameIn(lesson.module, language)}</Fact>
                <Fact label={t('facts.topic')}>{lesson.topic || '—'}</Fact>
                <Fact label={t('facts.attendance')}>
                  <Attendance attended={lesson.attended} />
                </Fact>
              </Facts>
              {ahead && course.data ? (
                <AddToCalendarButton
                  lesson={lesson}
                  title={title}
                  courseName={course.data.data.name}
                  place={lesson}
                  pageHref={pathname}
                />
              ) : null}
              {lesson.published === false ? (
                <Alert severity="info" sx={{ m: 0 }}>
                  {t('lesson.unpublished')}
                </Alert>
              ) : null}
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                alignItems: 'start',
              }}
            >
              <Place lesson={lesson} />
              <Section title={t('lesson.recording')} level={3}>
                {lesson.recording_url ? (
                  <ExternalLink href={lesson.recording_url}>{t('lesson.watchRecording')}</ExternalLink>
                ) : (
                  <Typography variant="body2">{t('lesson.noRecording')}</Typography>
                )}
              </Section>
              <Section title={t('lesson.classwork')} level={3}>
                <PlainText text={lesson.classwork || t('lesson.noClasswork')} />
              </Section>
              <Section title={t('lesson.homework')} level={3}>
                <PlainText text={lesson.homework || t('lesson.noHomework')} />
              </Section>
              <Files lesson={lesson} />
            </Box>
          </Stack>
        );
      }}
    </QueryContent>
  );
}
