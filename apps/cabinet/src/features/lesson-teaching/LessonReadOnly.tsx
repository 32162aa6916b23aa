import type { Lesson } from '@cabinet/api/model';
import { ExternalLink } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlainText, Section } from '../courses/parts';
import { languageOf, nameIn } from '../../shared/in-language';

/**
 * What a substitute or the company's manager reads of the lesson (they change nothing: the school
 * answers 403): every student's attendance in words, and the information its teacher filled in.
 */
export function LessonReadOnly({ lesson, company = false }: { lesson: Lesson; company?: boolean }) {
  const { t, i18n } = useTranslation('lessonTeaching');
  const language = languageOf(i18n.language);
  const mark = (present: boolean | null) =>
    t(present === null ? 'attendance.notMarked' : present ? 'attendance.present' : 'attendance.absent');
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t(company ? 'readOnlyCompany' : 'readOnly')}</Typography>
      <Section title={t('attendance.title')}>
        {(lesson.attendance ?? []).length === 0 ? (
          <Typography variant="body2">{t('attendance.noStudents')}</Typography>
        ) : (
          <Facts>
            {(lesson.attendance ?? []).map((row) => (
              <Fact key={row.student.id} label={nameIn(row.student, language)}>
                {mark(row.present)}
              </Fact>
            ))}
          </Facts>
        )}
      </Section>
      <Section title={t('info.title')}>
        <Facts>
          <Fact label={t('info.classwork')}>
            <PlainText text={lesson.classwork || '—'} />
          </Fact>
          <Fact label={t('info.homework')}>
            <PlainText text={lesson.homework || '—'} />
          </Fact>
          <Fact label={t('info.recording')}>
            {lesson.recording_url ? (
              <ExternalLink href={lesson.recording_url}>{t('info.watch')}</ExternalLink>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label={t('info.files')}>
            {lesson.files.length === 0
              ? '—'
              : lesson.files.map((file) => (
                  <Link key={file.id} href={file.url} download={file.name} sx={{ display: 'block' }}>
                    {file.name}
                  </Link>
                ))}
          </Fact>
        </Facts>
      </Section>
    </Stack>
  );
}

/** The lesson's notes as a substitute reads them. */
export function NotesReadOnly({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('lessonTeaching');
  return (
    <Section title={t('notes.title')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('readOnly')}
      </Typography>
      <PlainText text={lesson.notes || t('notes.empty')} />
    </Section>
  );
}
