import type { Assignment } from '@cabinet/api/model';
import { CardFrame } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Moment } from '../assignments/Moment';
import { assignmentTitle } from '../assignments/names';
import { PublishState } from './PublishState';
import { StatusCounts } from './StatusCounts';
import { languageOf } from '../../shared/in-language';

/** One task or test on the teacher's list: kind, title as the link, publish state, deadline, counts. */
export function AssignmentItem({ assignment, href }: { assignment: Assignment; href: string }) {
  const { t, i18n } = useTranslation('assignmentAuthoring');
  const titleId = useId();
  const kind = assignment.kind === 'task' ? t('kind.task') : t(`testType.${assignment.test_type ?? 'test'}`);
  return (
    <CardFrame titleId={titleId}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="span" variant="overline" sx={{ lineHeight: 1.5 }}>
          {kind}
        </Typography>
        <PublishState published={assignment.published} />
      </Stack>
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
        <Link component={RouterLink} to={href}>
          {assignmentTitle(assignment, languageOf(i18n.language))}
        </Link>
      </Typography>
      <Facts>
        <Fact label={t('facts.deadline')}>
          {assignment.deadline ? <Moment iso={assignment.deadline} /> : t('facts.noDeadline')}
        </Fact>
        {assignment.kind === 'test' ? (
          <Fact label={t('facts.lesson')}>
            {assignment.lesson
              ? t('facts.lessonNumber', { number: assignment.lesson.number })
              : t('facts.noLesson')}
          </Fact>
        ) : null}
      </Facts>
      <StatusCounts counts={assignment.status_counts} />
    </CardFrame>
  );
}
