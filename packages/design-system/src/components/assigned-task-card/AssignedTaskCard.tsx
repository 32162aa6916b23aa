import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateTime } from '../../format';
import { CardFrame, CardTitle, Fact, Facts, type HeadingLevel, useCardText } from '../../internal/card-parts';
import { StatusBadge, type StatusValue } from '../status-badge';
import { isTaskOverdue } from './overdue';

export type AssignedTaskKind = 'task' | 'test';

export type AssignedTaskCardProps = {
  title: string;
  kind: AssignedTaskKind;
  status: StatusValue<'assignedTask'>;
  /** When a task is due (ISO 8601 with offset). */
  deadline?: string | undefined;
  /** When a test takes place (ISO 8601 with offset). */
  testDate?: string | undefined;
  /** The points received, once checked. */
  score?: number | undefined;
  /** The most points the work can earn. */
  maxScore: number;
  /** Overrides the card's own judgement of whether the deadline has passed. */
  overdue?: boolean | undefined;
  /** The moment to judge the deadline against (ISO 8601); now by default. */
  now?: string | undefined;
  /** The task's page. */
  href: string;
  headingLevel?: HeadingLevel;
};

/** A task or test assigned to a student: its status, date, score and a link to it. */
export function AssignedTaskCard({
  title,
  kind,
  status,
  deadline,
  testDate,
  score,
  maxScore,
  overdue,
  now,
  href,
  headingLevel = 3,
}: AssignedTaskCardProps) {
  const { t, language } = useCardText();
  const titleId = useId();
  const k = (key: string) => `cards.assignedTaskCard.${key}`;
  const date = kind === 'task' ? deadline : testDate;
  const late = kind === 'task' && (overdue ?? isTaskOverdue(deadline, status, now));
  return (
    <CardFrame titleId={titleId}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" component="p" sx={{ m: 0, color: 'text.secondary', fontWeight: 500 }}>
          {t(k(`kind.${kind}`))}
        </Typography>
        <StatusBadge vocabulary="assignedTask" value={status} />
      </Stack>
      <CardTitle id={titleId} level={headingLevel} href={href}>
        {title}
      </CardTitle>
      <Facts>
        {date ? (
          <Fact label={t(k(kind === 'task' ? 'deadline' : 'testDate'))}>
            <Box component="span" sx={{ display: 'block' }}>
              {formatDateTime(date, language)}
            </Box>
            {late ? (
              <Box
                component="span"
                sx={(theme) => ({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  fontWeight: 500,
                  color: theme.palette.status.error.fg,
                })}
              >
                <ErrorOutlineIcon aria-hidden fontSize="small" />
                {t(k('overdue'))}
              </Box>
            ) : null}
          </Fact>
        ) : null}
        {score === undefined ? (
          <Fact label={t(k('maxScore'))}>{maxScore}</Fact>
        ) : (
          <Fact label={t(k('score'))}>{t(k('scoreValue'), { score, max: maxScore })}</Fact>
        )}
      </Facts>
    </CardFrame>
  );
}
