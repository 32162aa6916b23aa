import { useListModuleFeedback } from '@cabinet/api/feedback';
import type { ModuleFeedback } from '@cabinet/api/model';
import { EmptyState } from '@cabinet/design-system/empty-state';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readableModuleFeedback } from './feedback-rules';
import { ModuleFeedbackCard } from './ModuleFeedbackCard';
import { nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** A group's feedback fits one page of the list: a handful of modules for ten students. */
const PER_PAGE = 100;

/** Each student's sent feedback, students in the group's order. */
function byStudent(rows: readonly ModuleFeedback[]): ModuleFeedback[][] {
  const groups = new Map<number, ModuleFeedback[]>();
  for (const row of rows) groups.set(row.student.id, [...(groups.get(row.student.id) ?? []), row]);
  return [...groups.values()];
}

/**
 * The module feedback a group's teacher has sent, as the company's manager receives it: a section
 * per student with each module's feedback; "no feedback yet" until the first is sent.
 */
export function GroupFeedbacks({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('feedback');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const query = useListModuleFeedback(courseId, { per_page: PER_PAGE });
  return (
    <QueryContent query={query}>
      {({ data }) => {
        const students = byStudent(readableModuleFeedback(data));
        if (students.length === 0)
          return <EmptyState headingLevel="h2" title={t('empty.title')} text={t('empty.text')} />;
        return (
          <Stack spacing={4}>
            {students.map((rows) => {
              const student = rows[0]!.student;
              return (
                <Box component="section" key={student.id} aria-label={nameIn(student, language)}>
                  <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
                    {nameIn(student, language)}
                  </Typography>
                  <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {rows.map((row) => (
                      <li key={row.id}>
                        <ModuleFeedbackCard feedback={row} headingLevel={3} />
                      </li>
                    ))}
                  </Stack>
                </Box>
              );
            })}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
