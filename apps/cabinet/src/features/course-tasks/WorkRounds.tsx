import type { CourseTaskWork } from '@cabinet/api/model';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { schoolAndViewerMoment } from '../../shared/school-time';
import { FileLinks } from '../assignments/FileLinks';
import { PlainText, Section } from '../courses/parts';
import { languageOf } from '../../shared/in-language';

/**
 * Every round of a trainee's work, newest first: what they sent, when, and the tutor's answer
 * (returned for edits or completed, with the comment); then the history of its statuses.
 */
export function WorkRounds({ work }: { work: CourseTaskWork }) {
  const { t, i18n } = useTranslation('courseTasks');
  const language = languageOf(i18n.language);
  const when = (at: string) => schoolAndViewerMoment(at, language).school;
  return (
    <Section title={t('rounds.title')}>
      {work.rounds.length === 0 ? (
        <Typography variant="body2">{t('rounds.none')}</Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {[...work.rounds].reverse().map((round) => (
            <Paper component="li" key={round.number} variant="outlined" sx={{ p: 2 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('rounds.round', { number: round.number })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {round.sent_at ? t('rounds.sent', { when: when(round.sent_at) }) : t('rounds.notSent')}
              </Typography>
              <PlainText text={round.text || t('rounds.noText')} />
              <FileLinks files={round.files} empty={t('rounds.noFiles')} />
              {round.decision ? (
                <Stack spacing={0.5} sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {t(`rounds.decision.${round.decision}`, {
                      when: round.decided_at ? when(round.decided_at) : '',
                    })}
                  </Typography>
                  <PlainText text={round.comment ?? t('rounds.noComment')} />
                </Stack>
              ) : (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t('rounds.waiting')}
                </Typography>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {work.history.length > 0 ? (
        <Stack spacing={0.5} sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('rounds.history')}
          </Typography>
          <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {work.history.map((change, index) => (
              <li key={index}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <StatusBadge vocabulary="assignedTask" value={change.status} />
                  <Typography variant="body2">{when(change.at)}</Typography>
                </Stack>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Section>
  );
}
