import type { Lesson } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { schoolAndViewerTimes } from '../../shared/school-time';
import { Section, Times } from '../courses/parts';
import { languageOf, nameIn } from '../../shared/in-language';

/**
 * What the lesson is: its type and status in words, the time in the
 * school's zone and the viewer's, the module and topic, and where it is held (room or Zoom).
 */
export function LessonFacts({ lesson }: { lesson: Lesson }) {
  const { t, i18n } = useTranslation('lessonTeaching');
  const language = languageOf(i18n.language);
  return (
    <Section title={t('facts.title')}>
      <Stack spacing={1.5}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <StatusBadge vocabulary="lessonType" value={lesson.type} />
          <StatusBadge vocabulary="catchUp" value={lesson.status} />
          {lesson.late_cancel ? <StatusBadge vocabulary="lateCancel" value="late_cancel" /> : null}
        </Stack>
        <Facts>
          <Fact label={t('facts.time')}>
            <Times times={schoolAndViewerTimes(lesson.starts_at, lesson.ends_at, language)} />
          </Fact>
          <Fact label={t('facts.module')}>{nameIn(lesson.module, language)}</Fact>
          <Fact label={t('facts.topic')}>{lesson.topic || '—'}</Fact>
          <Fact label={t('facts.place')}>
            {lesson.zoom_link
              ? t('facts.online')
              : t('facts.room', { room: lesson.room ?? t('facts.roomLater') })}
          </Fact>
        </Facts>
      </Stack>
    </Section>
  );
}
