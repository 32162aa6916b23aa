import type { Assignment } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Moment } from '../assignments/Moment';
import { PublishState } from './PublishState';

/** The settings of a task or test as the teacher set them. */
export function AssignmentFacts({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('assignmentAuthoring');
  const test = assignment.kind === 'test';
  const yes = (value: boolean | null) => t(value ? 'facts.yes' : 'facts.no');
  return (
    <Facts>
      <Fact label={t('facts.kind')}>
        {test ? t(`testType.${assignment.test_type ?? 'test'}`) : t('kind.task')}
      </Fact>
      <Fact label={t('facts.access')}>
        <PublishState published={assignment.published} />
      </Fact>
      <Fact label={t('facts.deadline')}>
        {assignment.deadline ? <Moment iso={assignment.deadline} /> : t('facts.noDeadline')}
      </Fact>
      {test ? (
        <>
          <Fact label={t('facts.lesson')}>
            {assignment.lesson ? (
              <>
                {t('facts.lessonNumber', { number: assignment.lesson.number })}
                <Moment iso={assignment.lesson.starts_at} />
              </>
            ) : (
              t('facts.noLesson')
            )}
          </Fact>
          <Fact label={t('facts.maxScore')}>{assignment.max_score ?? '—'}</Fact>
          <Fact label={t('facts.platform')}>{t(`platform.${assignment.platform ?? 'outside'}`)}</Fact>
          <Fact label={t('facts.retakeAllowed')}>{yes(assignment.retake_allowed)}</Fact>
          <Fact label={t('facts.personalVersion')}>{yes(assignment.personal_version)}</Fact>
        </>
      ) : (
        <Fact label={t('facts.video')}>
          {assignment.video_link ? (
            <Link
              href={assignment.video_link}
              target="_blank"
              rel="noreferrer"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {assignment.video_link}
            </Link>
          ) : (
            t('facts.noVideo')
          )}
        </Fact>
      )}
    </Facts>
  );
}
