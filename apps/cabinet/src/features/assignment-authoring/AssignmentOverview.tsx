import { useGetAssignment } from '@cabinet/api/assignments';
import type { Assignment } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FileLinks } from '../assignments/FileLinks';
import { assignmentTitle } from '../assignments/names';
import { AppointTest } from './AppointTest';
import { AssignmentFacts } from './AssignmentFacts';
import { PublishButton } from './PublishButton';
import { RetakeButton } from './RetakeButton';
import { WorkTable } from './WorkTable';
import type { AuthoringLinks } from './authoring-links';
import { languageOf } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/**
 * A task or test as its teacher sees it: the settings, the description and files, what can be
 * done with it (edit, grant access, appoint to a lesson, add a retake) and every student's work.
 */
export function AssignmentOverview({ assignmentId, links }: { assignmentId: number; links: AuthoringLinks }) {
  const query = useGetAssignment(assignmentId);
  return (
    <QueryContent query={query}>{({ data }) => <Overview assignment={data} links={links} />}</QueryContent>
  );
}

function Overview({ assignment, links }: { assignment: Assignment; links: AuthoringLinks }) {
  const { t, i18n } = useTranslation('assignmentAuthoring');
  const test = assignment.kind === 'test';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="assignment-heading" sx={{ display: 'grid', gap: 2 }}>
        <Typography
          id="assignment-heading"
          component="h2"
          variant="h5"
          sx={{ m: 0, overflowWrap: 'anywhere' }}
        >
          {assignmentTitle(assignment, languageOf(i18n.language))}
        </Typography>
        <AssignmentFacts assignment={assignment} />
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {assignment.published ? null : <PublishButton assignment={assignment} />}
          <Button component={RouterLink} to={links.edit(assignment)} variant="outlined">
            {t(test ? 'overview.editTest' : 'overview.editTask')}
          </Button>
          {test ? <AppointTest assignment={assignment} /> : null}
          {test ? <RetakeButton assignment={assignment} retakeHref={links.view} /> : null}
        </Stack>
      </Box>
      <Box component="section" aria-labelledby="description-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="description-heading" component="h2" variant="h5" sx={{ m: 0 }}>
          {t('overview.description')}
        </Typography>
        <Typography sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {assignment.description || t('overview.noDescription')}
        </Typography>
        {test ? null : (
          <>
            <Typography component="h3" variant="h6" sx={{ m: 0 }}>
              {t('overview.files')}
            </Typography>
            <FileLinks files={assignment.files} empty={t('overview.noFiles')} />
            {assignment.student_files.length > 0 ? (
              <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
                {t('overview.studentFiles', { count: assignment.student_files.length })}
              </Typography>
            ) : null}
          </>
        )}
        {test && assignment.platform === 'on' ? (
          <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
            {t('overview.questions', { count: assignment.questions.length })}
          </Typography>
        ) : null}
      </Box>
      <WorkTable assignment={assignment} studentHref={(studentId) => links.student(assignment, studentId)} />
    </Box>
  );
}
