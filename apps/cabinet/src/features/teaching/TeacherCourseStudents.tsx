import { useListCourseStudents } from '@cabinet/api/courses';
import type { CourseStudent } from '@cabinet/api/model';
import { CardFrame, CardGrid, CardTitle } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/paths';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

function StudentCard({ student, linked }: { student: CourseStudent; linked: boolean }) {
  const { t, i18n } = useTranslation('teaching');
  const titleId = useId();
  return (
    <CardFrame titleId={titleId} component="li" sx={{ gap: 1.25 }}>
      <CardTitle id={titleId} level={2} href={linked ? paths.teacher.student.to(student.id) : undefined}>
        {nameIn(student, languageOf(i18n.language))}
      </CardTitle>
      <Facts>
        <Fact label={t('students.email')}>
          <Link href={`mailto:${student.email}`}>{student.email}</Link>
        </Fact>
        <Fact label={t('students.phone')}>
          {student.phone ? (
            <Link href={`tel:${student.phone.replace(/[^\d+]/g, '')}`}>{student.phone}</Link>
          ) : (
            t('students.noPhone')
          )}
        </Fact>
        <Fact label={t('students.attendance')}>
          {student.attendance_percent === null
            ? t('students.attendanceNone')
            : t('students.attendanceValue', { percent: student.attendance_percent })}
        </Fact>
      </Facts>
    </CardFrame>
  );
}

/**
 * The students of the teacher's course: name (to the student's page unless `linked` is false, as
 * for a substitute), e-mail, phone, attendance so far.
 */
export function TeacherCourseStudents({ courseId, linked = true }: { courseId: number; linked?: boolean }) {
  const { t } = useTranslation('teaching');
  const query = useListCourseStudents(courseId);
  return (
    <QueryContent
      query={query}
      empty={<EmptyState title={t('students.emptyTitle')} text={t('students.emptyText')} headingLevel="h2" />}
    >
      {({ data: students }) => (
        <CardGrid>
          {students.map((student) => (
            <StudentCard key={student.id} student={student} linked={linked} />
          ))}
        </CardGrid>
      )}
    </QueryContent>
  );
}
