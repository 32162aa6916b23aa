import type { Assignment } from '@cabinet/api/model';
import { isTaskOverdue } from '@cabinet/design-system/assigned-task-card';
import { CardFrame, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Moment } from './Moment';
import { assignmentTitle } from './names';
import { languageOf } from '../../shared/in-language';

type AssignmentCardProps = {
  assignment: Assignment;
  href: string;
  now: Date;
  headingLevel?: 3 | 4;
};

/**
 * One assigned task or test as the student (or the parent) sees it in the list: its kind, the
 * student's status, the title as the link to it, the deadline in the school's time (overdue when
 * the work is still owed), the lesson of a test and the result of a scored test.
 */
export function AssignmentCard({ assignment, href, now, headingLevel = 4 }: AssignmentCardProps) {
  const { t, i18n } = useTranslation('assignments');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const titleId = useId();
  const work = assignment.work;
  const overdue =
    assignment.kind === 'task' &&
    work !== null &&
    isTaskOverdue(assignment.deadline ?? undefined, work.status, now);
  const scored = work !== null && work.score !== null && assignment.max_score !== null;
  return (
    <CardFrame titleId={titleId} sx={{ height: '100%' }}>
      <CardKicker label={ds(`cards.assignedTaskCard.kind.${assignment.kind}`)}>
        {work ? <StatusBadge vocabulary="assignedTask" value={work.status} /> : null}
      </CardKicker>
      <CardTitle id={titleId} level={headingLevel} href={href}>
        {assignmentTitle(assignment, languageOf(i18n.language))}
      </CardTitle>
      <Facts>
        {assignment.lesson ? (
          <Fact label={t('card.lessonLabel')}>
            <Box component="span" sx={{ display: 'block' }}>
              {t('card.lesson', { number: assignment.lesson.number })}
            </Box>
            <Moment iso={assignment.lesson.starts_at} />
          </Fact>
        ) : null}
        <Fact label={t('card.deadline')}>
          {assignment.deadline ? <Moment iso={assignment.deadline} /> : t('card.noDeadline')}
          {overdue ? (
            <Box
              component="span"
              sx={(theme) => ({
                display: 'block',
                fontWeight: 500,
                color: theme.palette.status.error.fg,
              })}
            >
              {ds('cards.assignedTaskCard.overdue')}
            </Box>
          ) : null}
        </Fact>
        {scored ? (
          <Fact label={t('card.result')}>
            {t('card.scoreValue', {
              score: work.score,
              max: assignment.max_score,
              percent: work.percent ?? 0,
            })}
            {work.grade ? `, ${t('card.grade', { grade: work.grade })}` : ''}
            {work.passed === false ? (
              <Box
                component="span"
                sx={(theme) => ({ display: 'block', fontWeight: 500, color: theme.palette.status.error.fg })}
              >
                {t('card.notPassed')}
              </Box>
            ) : null}
          </Fact>
        ) : null}
      </Facts>
    </CardFrame>
  );
}
