import type { Assignment, WorkStatus } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import { FileLinks } from './FileLinks';
import { Moment } from './Moment';
import { assignmentTitle } from './names';
import { languageOf } from '../../shared/in-language';

type TaskDetailsProps = {
  assignment: Assignment;
  status: WorkStatus | undefined;
  studentId: number | undefined;
};

/**
 * The task as the teacher set it: the title (the page's h2), the
 * student's status, the deadline, the description, the video link, the files for the group and
 * the files for this student only.
 */
export function TaskDetails({ assignment, status, studentId }: TaskDetailsProps) {
  const { t, i18n } = useTranslation('assignments');
  const own = assignment.student_files
    .filter((entry) => studentId === undefined || entry.student_id === studentId)
    .flatMap((entry) => entry.files);
  return (
    <Box component="section" aria-labelledby="task-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="task-title" component="h2" variant="h5" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {assignmentTitle(assignment, languageOf(i18n.language))}
      </Typography>
      <Facts>
        {status ? (
          <Fact label={t('task.status')}>
            <StatusBadge vocabulary="assignedTask" value={status} size="medium" />
          </Fact>
        ) : null}
        {assignment.deadline ? (
          <Fact label={t('task.deadline')}>
            <Moment iso={assignment.deadline} />
          </Fact>
        ) : null}
        {assignment.video_link ? (
          <Fact label={t('task.video')}>
            <Link
              href={assignment.video_link}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 24 }}
            >
              {t('task.watchVideo')}
              <Box component="span" sx={visuallyHidden}>
                {` (${t('task.opensInNewTab')})`}
              </Box>
              <Box component="span" aria-hidden>
                ↗
              </Box>
            </Link>
          </Fact>
        ) : null}
      </Facts>
      <Typography component="h3" variant="h6" sx={{ m: 0 }}>
        {t('task.description')}
      </Typography>
      <Typography sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {assignment.description}
      </Typography>
      <Typography component="h3" variant="h6" sx={{ m: 0 }}>
        {t('task.materials')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box>
          <Typography component="h4" variant="subtitle1" sx={{ m: 0, mb: 0.5, fontWeight: 500 }}>
            {t('task.files')}
          </Typography>
          <FileLinks files={assignment.files} empty={t('task.noFiles')} />
        </Box>
        {own.length > 0 ? (
          <Box>
            <Typography component="h4" variant="subtitle1" sx={{ m: 0, mb: 0.5, fontWeight: 500 }}>
              {t('task.ownFiles')}
            </Typography>
            <FileLinks files={own} empty={t('task.noFiles')} />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
