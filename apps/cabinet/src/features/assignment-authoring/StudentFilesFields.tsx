import { useListCourseStudents } from '@cabinet/api/courses';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AnswerFiles } from '../assignments/AnswerFiles';
import type { AssignmentFormValues } from './form-values';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** Individual files: for each student of the course, files only that student gets. */
export function StudentFilesFields({
  courseId,
  control,
  disabled,
}: {
  courseId: number;
  control: Control<AssignmentFormValues>;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('assignmentAuthoring');
  const students = useListCourseStudents(courseId);
  const language = languageOf(i18n.language);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('form.studentFiles')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
        {t('form.studentFilesHint')}
      </Typography>
      <QueryContent query={students} loading={null}>
        {({ data }) =>
          data.map((student) => (
            <Controller
              key={student.id}
              control={control}
              name={`studentFiles.${student.id}`}
              render={({ field }) => (
                <AnswerFiles
                  label={t('form.filesFor', { name: nameIn(student, language) })}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  disabled={disabled}
                />
              )}
            />
          ))
        }
      </QueryContent>
    </Box>
  );
}
