import { schoolAndViewerMoment } from '../../shared/school-time';
import type { Assignment } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { siblingTestPath } from './test-rules';

/** A moment in the school's time, with the viewer's own under it when it differs. */
export function Moment({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation('tests');
  const times = schoolAndViewerMoment(iso, i18n.language === 'en' ? 'en' : 'uk');
  return (
    <>
      {t('facts.schoolTime', { time: times.school })}
      {times.viewer ? (
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('facts.viewerTime', { time: times.viewer })}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * The assigned test's facts: its type, on or outside the platform, maximum score,
 * deadline and lesson in the school's time zone, whether a retake may follow, personal version.
 */
export function TestFacts({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('tests');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const { pathname } = useLocation();
  const { lesson, retake_of: originalId } = assignment;
  const original = originalId === null ? null : siblingTestPath(pathname, assignment.id, originalId);
  return (
    <Facts>
      {assignment.test_type ? (
        <Fact label={t('facts.type')}>{ds(`status.lessonType.${assignment.test_type}`)}</Fact>
      ) : null}
      {originalId !== null ? (
        <Fact label={t('facts.retakeOf')}>
          {original ? (
            <Link component={RouterLink} to={original}>
              {t('facts.originalTest')}
            </Link>
          ) : (
            t('facts.originalTest')
          )}
        </Fact>
      ) : null}
      {assignment.platform ? (
        <Fact label={t('facts.where')}>{t(`facts.platform.${assignment.platform}`)}</Fact>
      ) : null}
      {assignment.max_score !== null ? <Fact label={t('facts.maxScore')}>{assignment.max_score}</Fact> : null}
      <Fact label={t('facts.deadline')}>
        {assignment.deadline ? <Moment iso={assignment.deadline} /> : t('facts.noDeadline')}
      </Fact>
      <Fact label={t('facts.lesson')}>
        {lesson ? (
          <>
            {t('facts.lessonNumber', { number: lesson.number })}
            {': '}
            <Moment iso={lesson.starts_at} />
          </>
        ) : (
          t('facts.noLesson')
        )}
      </Fact>
      {assignment.retake_allowed !== null ? (
        <Fact label={t('facts.retake')}>
          {t(assignment.retake_allowed ? 'facts.retakeAllowed' : 'facts.retakeNotAllowed')}
        </Fact>
      ) : null}
      {assignment.personal_version !== null ? (
        <Fact label={t('facts.version')}>
          {t(assignment.personal_version ? 'facts.personalVersion' : 'facts.commonVersion')}
        </Fact>
      ) : null}
    </Facts>
  );
}
