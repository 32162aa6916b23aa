import type { CourseListItem } from '@cabinet/api/model';
import { CardFrame, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf, nameIn, weeklySlot } from '../courses/course-present';
import { Progress, Times } from '../courses/parts';
import { schoolAndViewerMoment } from '../../shared/school-time';
import { useNow } from '../../shared/use-now';

/**
 * A course the teacher teaches, in their list: its name as the link, status, format, the student
 * of an individual course, program, level, the weekly days and times, progress and the next lesson.
 */
export function TeacherCourseCard({
  course,
  href,
  headingLevel = 2,
}: {
  course: CourseListItem;
  href: string;
  /** A list right under the page's h1 names its cards with h2. */
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation('courses');
  const { t: own } = useTranslation('teaching');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const language = languageOf(i18n.language);
  const titleId = useId();
  const now = useNow();
  return (
    <CardFrame titleId={titleId} sx={{ height: '100%' }}>
      <CardKicker label={ds(`cards.common.format.${course.format}`)}>
        <StatusBadge vocabulary="course" value={course.status} />
      </CardKicker>
      <CardTitle id={titleId} level={headingLevel} href={href}>
        {course.name}
      </CardTitle>
      <Facts>
        {course.student ? (
          <Fact label={own('courseList.student')}>{nameIn(course.student, language)}</Fact>
        ) : null}
        <Fact label={t('facts.program')}>{nameIn(course.program, language)}</Fact>
        <Fact label={ds('cards.common.level')}>{course.level}</Fact>
        <Fact label={own('courseList.days')}>
          {course.schedule.length === 0 ? (
            own('courseList.noDays')
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {course.schedule.map((slot) => (
                <li key={`${slot.weekday}-${slot.start_time}`}>
                  <Times times={weeklySlot(slot, language, now)} />
                </li>
              ))}
            </Stack>
          )}
        </Fact>
        <Fact label={t('facts.progress')}>
          <Progress done={course.lessons_completed} total={course.lessons_total} />
        </Fact>
        <Fact label={t('facts.nextLesson')}>
          {course.next_lesson ? (
            <Times times={schoolAndViewerMoment(course.next_lesson.starts_at, language)} />
          ) : (
            t('facts.noNextLesson')
          )}
        </Fact>
      </Facts>
    </CardFrame>
  );
}
