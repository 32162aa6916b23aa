import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format';
import { DS_NAMESPACE, languageOf } from '../../i18n';
import { StatusBadge } from '../status-badge';
import type { TestAppointmentLesson } from './test-appointment';

/** One lesson to choose: its title, then its start and status, which wrap on a phone. */
export function LessonOption({ lesson }: { lesson: TestAppointmentLesson }) {
  const { i18n } = useTranslation(DS_NAMESPACE);
  return (
    <FormControlLabel
      value={lesson.id}
      control={<Radio sx={{ mt: -0.5 }} />}
      sx={{ alignItems: 'flex-start', mr: 0, py: 0.75 }}
      label={
        <Box component="span" sx={{ display: 'block', pt: 0.5 }}>
          <Typography component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {lesson.title}
          </Typography>
          <Box
            component="span"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}
          >
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDateTime(lesson.date, languageOf(i18n.language))}
            </Typography>
            <StatusBadge vocabulary="lessonStatus" value={lesson.status} />
          </Box>
        </Box>
      }
    />
  );
}
