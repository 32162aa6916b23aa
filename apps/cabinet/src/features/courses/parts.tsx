import type { CourseListItem, LessonListItem } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../shared/use-now';
import { percentOf, weeklySlot } from './course-present';
import { languageOf } from '../../shared/in-language';

/** A time in the school's zone, and the viewer's own under it when it differs. */
export function Times({ times }: { times: { school: string; viewer: string | null } }) {
  const { t } = useTranslation('courses');
  return (
    <>
      {t('times.school', { time: times.school })}
      {times.viewer ? (
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('times.viewer', { time: times.viewer })}
        </Typography>
      ) : null}
    </>
  );
}

/** "11 of 24 lessons" with a bar that names itself. */
export function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('courses');
  const percent = percentOf(done, total);
  const text = t('progress.lessons', { count: total, done });
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <span>{text}</span>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('progress.label')}
        aria-valuetext={`${percent}%`}
        sx={{ height: 8, borderRadius: 4, maxWidth: 320 }}
      />
    </Box>
  );
}

/** A titled part of a page: an outlined panel named by its heading. */
export function Section({
  title,
  level = 2,
  children,
}: {
  title: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0, overflowWrap: 'anywhere' }}
    >
      <Typography id={id} component={`h${level}`} variant="h6" sx={{ mt: 0, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Plain text from the server as paragraphs, line breaks kept (never HTML). */
export function PlainText({ text }: { text: string }) {
  return (
    <Typography variant="body2" component="p" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}

/** The lesson's heading: "Заняття 12. Present Perfect". */
export function useLessonTitle() {
  const { t } = useTranslation('courses');
  return (lesson: Pick<LessonListItem, 'number' | 'topic'>) =>
    lesson.topic
      ? t('lesson.title', { number: lesson.number, topic: lesson.topic })
      : t('lesson.number', { number: lesson.number });
}

/** The student's attendance of a lesson, once the lesson has begun or it is marked. */
export function Attendance({ attended }: { attended: boolean | null }) {
  const { t } = useTranslation('courses');
  return (
    <>
      {t(attended === null ? 'attendance.notMarked' : attended ? 'attendance.present' : 'attendance.absent')}
    </>
  );
}

/** A course's weekly days and times, in the school's and the viewer's time; bullets on a page, none on a card. */
export function WeeklySlots({
  slots,
  bullets = false,
}: {
  slots: CourseListItem['schedule'];
  bullets?: boolean;
}) {
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const now = useNow();
  return (
    <Stack
      component="ul"
      spacing={bullets ? 1 : 0.5}
      sx={bullets ? { m: 0, pl: 2.5, typography: 'body2' } : { m: 0, p: 0, listStyle: 'none' }}
    >
      {slots.map((slot) => (
        <li key={`${slot.weekday}-${slot.start_time}`}>
          <Times times={weeklySlot(slot, language, now)} />
        </li>
      ))}
    </Stack>
  );
}
