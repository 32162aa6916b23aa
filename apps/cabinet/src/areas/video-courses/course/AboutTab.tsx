import type { VideoCourseDetail } from '@cabinet/api/model';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { inLanguage } from '../../../features/video-courses/in-language';
import { courseHref } from '../../../features/video-courses/video-course-href';
import { AccessNote } from './AccessNote';

/** About the course: its description, facts, who may watch it, and the FAQ. */
export function AboutTab({ course }: { course: VideoCourseDetail }) {
  const { t, i18n } = useTranslation('videoCourses');
  const language = i18n.language;
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <AccessNote course={course} />
      <Typography>{inLanguage(course.description, course.description_en, language)}</Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <dt>{t('about.level')}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {course.level}
        </Box>
        <dt>{t('about.duration')}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {t('about.minutes', { count: course.duration_minutes })}
        </Box>
        <dt>{t('about.contents')}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {t('about.contentsValue', { videos: course.video_count, tasks: course.task_count })}
        </Box>
        <dt>{t('about.access')}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {t(`about.accessValue.${course.access}`)}
        </Box>
      </Box>
      <Box>
        <Button component={RouterLink} to={courseHref(course.id, 'content')} variant="contained">
          {course.progress ? t('about.continue') : t('about.start')}
        </Button>
      </Box>
      <Box component="section" aria-labelledby="faq-title">
        <Typography id="faq-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
          {t('about.faq')}
        </Typography>
        {course.faq.map((item, index) => (
          <Accordion key={index} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="span" variant="subtitle1">
                {inLanguage(item.question, item.question_en, language)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography>{inLanguage(item.answer, item.answer_en, language)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Stack>
  );
}
