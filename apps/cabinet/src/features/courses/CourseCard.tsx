import type { CourseListItem } from '@cabinet/api/model';
import { CardFrame, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolAndViewerMoment } from '../../shared/school-time';
import { Progress, Times, WeeklySlots } from './parts';
import { languageOf, nameIn } from '../../shared/in-language';

type CourseCardProps = {
  course: CourseListItem;
  href: string;
  /**
   * Whose list: a learner's names the teacher (and, for a parent, the student); a teacher's names
   * the student of an individual course and the weekly days and times instead.
   */
  viewer?: 'learner' | 'teacher';
  /** Whether a learner's card names the student (a parent's list). */
  showStudent?: boolean;
  /** A list right under the page's h1 names its cards with h2. */
  headingLevel?: 2 | 3 | 4;
};

/** A course in a list: its name as the link, status, format, program, level, who, progress, the next lesson. */
export function CourseCard({
  course,
  href,
  viewer = 'learner',
  showStudent = false,
  headingLevel = 3,
}: CourseCardProps) {
  const { t, i18n } = useTranslation('courses');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const language = languageOf(i18n.language);
  const titleId = useId();
  const teacher = viewer === 'teacher';
  return (
    <CardFrame titleId={titleId} sx={{ height: '100%' }}>
      <CardKicker label={ds(`cards.common.format.${course.format}`)}>
        <StatusBadge vocabulary="course" value={course.status} />
      </CardKicker>
      <CardTitle id={titleId} level={headingLevel} href={href}>
        {course.name}
      </CardTitle>
      <Facts>
        {(teacher || showStudent) && course.student ? (
          <Fact label={t('facts.student')}>{nameIn(course.student, language)}</Fact>
        ) : null}
        <Fact label={t('facts.program')}>{nameIn(course.program, language)}</Fact>
        <Fact label={ds('cards.common.level')}>{course.level}</Fact>
        {teacher ? (
          <Fact label={t('facts.days')}>
            {course.schedule.length === 0 ? t('facts.noDays') : <WeeklySlots slots={course.schedule} />}
          </Fact>
        ) : (
          <Fact label={t('facts.teacher')}>{nameIn(course.teacher, language)}</Fact>
        )}
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
