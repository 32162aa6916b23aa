import type { TeacherStudent } from '@cabinet/api/model';
import { CardFrame, CardTitle } from '@cabinet/design-system/card-frame';
import { PersonContacts } from '@cabinet/design-system/person-row';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentsView } from './students-view';
import { studentName } from './student-name';

/** A student in the teacher's list: the name linking to their page, contacts, the courses they are in. */
export function StudentCard({ view, student }: { view: StudentsView; student: TeacherStudent }) {
  const { t, i18n } = useTranslation('teacherStudents');
  const titleId = useId();
  const name = studentName(student, i18n.language);
  return (
    <CardFrame titleId={titleId} sx={{ height: '100%' }}>
      <CardTitle id={titleId} level={2} href={view.student.to(student.id)}>
        {name}
      </CardTitle>
      <PersonContacts name={name} email={student.email} phone={student.phone ?? undefined} />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('list.courses', { names: student.courses.map((course) => course.name).join(', ') })}
      </Typography>
    </CardFrame>
  );
}
