import { useGetTeacherStudent } from '@cabinet/api/students';
import type { TeacherStudent } from '@cabinet/api/model';
import { CardFrame, CardGrid, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader } from '@cabinet/design-system/page-header';
import { PersonContacts } from '@cabinet/design-system/person-row';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type StudentsView, studentCourseHref } from './students-view';
import { studentName } from './student-name';
import { QueryContent } from '../../shared/QueryContent';

function CourseCard({ view, course }: { view: StudentsView; course: TeacherStudent['courses'][number] }) {
  const { t, i18n } = useTranslation('teacherStudents');
  const titleId = useId();
  return (
    <CardFrame titleId={titleId} sx={{ height: '100%' }}>
      <CardKicker
        label={course.training ? t(`student.training.${course.training}`) : t(`student.kind.${course.kind}`)}
      >
        <StatusBadge vocabulary="course" value={course.status} />
      </CardKicker>
      <CardTitle id={titleId} level={3} href={studentCourseHref(view, course)}>
        {course.name}
      </CardTitle>
      <Facts>
        <Fact label={t('student.program')}>
          {i18n.language === 'en' ? course.program.name_en : course.program.name}
        </Fact>
        <Fact label={t('student.attendance')}>
          {course.attendance_percent === null
            ? t('student.noAttendance')
            : t('student.attendancePercent', { percent: course.attendance_percent })}
        </Fact>
      </Facts>
    </CardFrame>
  );
}

/** A student of the teacher: contacts, and the courses they take with this teacher with attendance. */
export function TeacherStudentDetails({ view, studentId }: { view: StudentsView; studentId: number }) {
  const { t, i18n } = useTranslation('teacherStudents');
  const student = useGetTeacherStudent(studentId);
  const contactsId = useId();
  const coursesId = useId();
  return (
    <QueryContent query={student}>
      {({ data }) => {
        const name = studentName(data, i18n.language);
        return (
          <>
            <PageHeader
              title={name}
              breadcrumbs={[{ label: t(`${view.texts}.title`), href: view.list.to() }, { label: name }]}
            />
            <Box component="section" aria-labelledby={contactsId} sx={{ mb: 4 }}>
              <Typography id={contactsId} component="h2" variant="h5" sx={{ mb: 1 }}>
                {t('student.contacts')}
              </Typography>
              <PersonContacts name={name} email={data.email} phone={data.phone ?? undefined} />
              {data.name_en && i18n.language !== 'en' ? (
                <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                  {t('student.nameEn', { name: data.name_en })}
                </Typography>
              ) : null}
            </Box>
            <Box component="section" aria-labelledby={coursesId}>
              <Typography id={coursesId} component="h2" variant="h5" sx={{ mb: 2 }}>
                {t('student.courses')}
              </Typography>
              <CardGrid>
                {data.courses.map((course) => (
                  <li key={course.id}>
                    <CourseCard view={view} course={course} />
                  </li>
                ))}
              </CardGrid>
            </Box>
          </>
        );
      }}
    </QueryContent>
  );
}
