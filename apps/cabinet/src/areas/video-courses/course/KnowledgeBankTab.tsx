import type { VideoCourseDetail } from '@cabinet/api/model';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../../../features/video-courses/in-language';

/** The course's knowledge bank: its summary, glossary and checklist, to read on the page. */
export function KnowledgeBankTab({ course }: { course: VideoCourseDetail }) {
  const { t, i18n } = useTranslation('videoCourses');
  const english = i18n.language === 'en';
  if (course.materials.length === 0) return <Typography>{t('bank.empty')}</Typography>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      {course.materials.map((material) => {
        const titleId = `material-${material.id}`;
        const points = english && material.points_en.length > 0 ? material.points_en : material.points;
        return (
          <Paper
            key={material.id}
            component="section"
            variant="outlined"
            aria-labelledby={titleId}
            sx={{ p: 2 }}
          >
            <Typography variant="overline" component="p" color="textSecondary">
              {t(`bank.kind.${material.kind}`)}
            </Typography>
            <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
              {inLanguage(material.title, material.title_en, i18n.language)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {points.map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
