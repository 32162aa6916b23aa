import { useGetCourse } from '@cabinet/api/courses';
import { getListLessonsQueryKey, usePublishLesson } from '@cabinet/api/lessons';
import type { LessonListItem } from '@cabinet/api/model';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { schoolAndViewerTimes } from '../../shared/school-time';
import { Times, useLessonTitle } from '../courses/parts';
import { useAllLessons } from '../courses/use-all-lessons';
import { languageOf } from '../../shared/in-language';
import type { TeachingView } from '../../shared/course-view';
import { changesCourse } from '../../shared/course-view-hrefs';
import { QueryContent } from '../../shared/QueryContent';

/** One lesson: its time and status, and "Publish" (or that it is published). */
function LessonLine({
  courseId,
  lesson,
  started,
  publishes,
}: {
  courseId: number;
  lesson: LessonListItem;
  started: boolean;
  /** The group's tutor publishes; a substitute reads whether a lesson is published. */
  publishes: boolean;
}) {
  const { t, i18n } = useTranslation('teaching');
  const title = useLessonTitle()(lesson);
  const queryClient = useQueryClient();
  const publish = usePublishLesson({ request: { silent: true } });
  const onPublish = () =>
    publish.mutate(
      { lessonId: lesson.id },
      { onSuccess: () => void queryClient.invalidateQueries({ queryKey: getListLessonsQueryKey(courseId) }) },
    );
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={title}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Times times={schoolAndViewerTimes(lesson.starts_at, lesson.ends_at, languageOf(i18n.language))} />
        </Stack>
        <StatusBadge vocabulary="catchUp" value={lesson.status} />
        {lesson.published || !publishes ? (
          <Typography variant="body2">
            {t(lesson.published ? 'publishing.published' : 'publishing.notPublished')}
          </Typography>
        ) : (
          <Button
            variant="outlined"
            size="small"
            disabled={!started || publish.isPending}
            onClick={onPublish}
          >
            {t('publishing.publish')}
          </Button>
        )}
      </Stack>
      {publish.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(publish.error)}
        </Alert>
      ) : null}
    </Paper>
  );
}

/**
 * A TYLT group's lessons for its tutor: each published to the trainees (its materials then show
 * on their lesson page) or to publish; unavailable, with the reason, while the group has not
 * started. A substitute reads which are published.
 */
export function TutorLessonPublishing({ view, courseId }: { view: TeachingView; courseId: number }) {
  const { t } = useTranslation('teaching');
  const course = useGetCourse(courseId);
  const lessons = useAllLessons(courseId, undefined);
  return (
    <QueryContent query={[course, lessons]}>
      {([courseData, lessonsData]) => {
        const started = courseData.data.status !== 'waiting_for_start';
        const publishes = changesCourse(view);
        const intro = !publishes
          ? 'publishing.substitute'
          : started
            ? 'publishing.intro'
            : 'publishing.notStarted';
        return (
          <Stack spacing={2}>
            <Typography variant="body2">{t(intro)}</Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {lessonsData.map((lesson) => (
                <LessonLine
                  key={lesson.id}
                  courseId={courseId}
                  lesson={lesson}
                  started={started}
                  publishes={publishes}
                />
              ))}
            </Stack>
          </Stack>
        );
      }}
    </QueryContent>
  );
}
