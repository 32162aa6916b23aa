import type { CompanyEmployeeDetail } from '@cabinet/api/model';
import { CardFrame, CardGrid, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { viewPage } from '../../../shared/course-view-hrefs';
import { companyGroupView } from '../groups/course-view';
import { companyIndividualView } from '../individuals/course-view';

type CourseRow = CompanyEmployeeDetail['courses'][number];

/** The course's page in the manager's groups or individual lessons. */
const courseHref = (row: CourseRow): string =>
  viewPage(row.course.kind === 'group' ? companyGroupView : companyIndividualView, 'general').to(
    row.course.id,
  );

function CourseCard({ row, left }: { row: CourseRow; left: boolean }) {
  const { t, i18n } = useTranslation('companyStudents');
  const titleId = useId();
  const href = courseHref(row);
  const teacher =
    i18n.language === 'en' ? row.course.teacher.name_en || row.course.teacher.name : row.course.teacher.name;
  return (
    <CardFrame titleId={titleId} component="li">
      <CardKicker>
        <StatusBadge vocabulary="course" value={row.course.status} />
      </CardKicker>
      {/* Straight under the page's heading, as the certificates tab's cards: no heading level skipped. */}
      <CardTitle id={titleId} level={2}>
        <Link href={href}>{row.course.name}</Link>
      </CardTitle>
      <Facts>
        <Fact label={t('detail.course.kind.' + row.course.kind)}>{row.course.level}</Fact>
        <Fact label={t('detail.course.teacher')}>{teacher}</Fact>
        <Fact label={t('detail.course.attendance')}>
          {row.attendance_percent === null ? t('detail.course.noAttendance') : `${row.attendance_percent}%`}
        </Fact>
        <Fact label={t('detail.course.attended')}>
          {t('detail.course.attendedValue', {
            attended: row.lessons_attended,
            completed: row.lessons_completed,
          })}
        </Fact>
        {left && <Fact label={t('detail.course.status')}>{t('detail.course.left')}</Fact>}
      </Facts>
    </CardFrame>
  );
}

/** The learning-activity tab: the company's courses the employee studies in, with attendance. */
export function EmployeeCourses({ detail }: { detail: CompanyEmployeeDetail }) {
  const { t } = useTranslation('companyStudents');
  if (detail.courses.length === 0)
    return <EmptyState kind="noLessons" headingLevel="h2" text={t('detail.coursesEmpty')} />;
  return (
    <CardGrid>
      {detail.courses.map((row) => (
        <CourseCard key={row.course.id} row={row} left={!detail.employee.active} />
      ))}
    </CardGrid>
  );
}
