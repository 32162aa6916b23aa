import { useGetWork } from '@cabinet/api/assignments';
import type { Work } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Moment } from '../assignments/Moment';
import { WorkComments } from '../assignments/WorkComments';
import { WorkView } from '../assignments/WorkView';
import { AnswersReview } from '../assignment-tests/AnswersReview';
import { WorkReviewForm } from './WorkReviewForm';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

type StudentWorkReviewProps = { assignmentId: number; studentId: number; courseId: number; backHref: string };

/** One student's work as the teacher reviews it: status, answer, comments and the decision. */
export function StudentWorkReview({ assignmentId, studentId, courseId, backHref }: StudentWorkReviewProps) {
  const query = useGetWork(assignmentId, studentId);
  return (
    <QueryContent query={query}>
      {({ data }) => <Review work={data} courseId={courseId} backHref={backHref} />}
    </QueryContent>
  );
}

function Review({ work, courseId, backHref }: { work: Work; courseId: number; backHref: string }) {
  const { t, i18n } = useTranslation('assignmentAuthoring');
  const test = work.kind === 'test';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Link component={RouterLink} to={backHref} sx={{ justifySelf: 'start' }}>
        {t('work.back')}
      </Link>
      <Box component="section" aria-labelledby="work-heading" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="work-heading" component="h2" variant="h5" sx={{ m: 0 }}>
          {t('work.heading', { name: nameIn(work.student, languageOf(i18n.language)) })}
        </Typography>
        <Facts>
          <Fact label={t('work.status')}>
            <StatusBadge vocabulary="assignedTask" value={work.status} size="medium" />
          </Fact>
          <Fact label={t('work.submitted')}>
            {work.submitted_at ? <Moment iso={work.submitted_at} /> : t('work.notSubmitted')}
          </Fact>
          {test ? (
            <Fact label={t('work.result')}>
              {work.score === null
                ? t('work.noScore')
                : t('works.scoreOf', { score: work.score, max: work.max_score, percent: work.percent })}
            </Fact>
          ) : null}
        </Facts>
        {test && work.status === 'incomplete' && work.score !== null ? (
          <Typography sx={{ m: 0 }}>{t('work.handedIn')}</Typography>
        ) : null}
        {test ? (
          work.questions.length > 0 ? (
            <AnswersReview work={work} readOnly />
          ) : (
            <Typography color="textSecondary" sx={{ m: 0 }}>
              {t('work.outsideTest')}
            </Typography>
          )
        ) : (
          <>
            <Typography component="h3" variant="h6" sx={{ m: 0 }}>
              {t('work.answer')}
            </Typography>
            <WorkView work={work} forParent />
          </>
        )}
      </Box>
      <WorkComments comments={work.comments} />
      <WorkReviewForm key={`${work.status}-${work.updated_at}`} work={work} courseId={courseId} />
    </Box>
  );
}
