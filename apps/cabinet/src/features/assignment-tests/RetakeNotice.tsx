import { useListAssignments } from '@cabinet/api/assignments';
import type { Assignment } from '@cabinet/api/model';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { siblingTestPath } from './test-rules';

type RetakeNoticeProps = { assignment: Assignment; studentId: number | undefined; readOnly: boolean };

/**
 * After a failed test: the retake the teacher has published for the student (a link to it), or,
 * when the test allows one, that a retake may follow.
 */
export function RetakeNotice({ assignment, studentId, readOnly }: RetakeNoticeProps) {
  const { t, i18n } = useTranslation('tests');
  const { pathname } = useLocation();
  const tests = useListAssignments(
    assignment.course_id,
    { kind: 'test', ...(studentId === undefined ? {} : { student_id: studentId }) },
    { query: { select: (answer) => answer.data } },
  );
  const retake = tests.data?.find((other) => other.retake_of === assignment.id);
  const viewer = readOnly ? 'parent' : 'student';
  if (retake) {
    const title = i18n.language === 'en' && retake.title_en ? retake.title_en : retake.title;
    const href = siblingTestPath(pathname, assignment.id, retake.id);
    return (
      <Typography>
        {t(`retake.published.${viewer}`)}{' '}
        {href ? (
          <Link component={RouterLink} to={href}>
            {title}
          </Link>
        ) : (
          title
        )}
      </Typography>
    );
  }
  return assignment.retake_allowed ? <Typography>{t(`retake.mayFollow.${viewer}`)}</Typography> : null;
}
