import type { Assignment, Work } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RetakeNotice } from './RetakeNotice';
import { StageHeading } from './StageHeading';
import { resultLine } from './test-rules';

type TestResultProps = {
  assignment: Assignment;
  work: Work;
  readOnly: boolean;
  studentId: number | undefined;
  focus: boolean;
};

/**
 * A scored test's result: the score of the maximum, percent and grade, and
 * whether it is passed (from 60 %), else "Sorry, you didn't pass the test!" and the retake, if any.
 * A test the deadline caught in progress says that the answers saved by then were counted.
 */
export function TestResult({ assignment, work, readOnly, studentId, focus }: TestResultProps) {
  const { t } = useTranslation('tests');
  const headingId = useId();
  const line = resultLine(work);
  const viewer = readOnly ? 'parent' : 'student';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <StageHeading id={headingId} focus={focus}>
        {t('result.heading')}
      </StageHeading>
      {work.status === 'incomplete' ? <Alert severity="info">{t(`result.handedIn.${viewer}`)}</Alert> : null}
      {line ? (
        <Alert severity={line === 'passed' ? 'success' : 'error'} variant="outlined">
          {t(`result.${line}.${viewer}`)}
        </Alert>
      ) : null}
      <Facts>
        <Fact label={t('result.score')}>
          {t('result.scoreValue', { score: work.score, max: work.max_score ?? assignment.max_score })}
        </Fact>
        {work.percent !== null ? (
          <Fact label={t('result.percent')}>{t('result.percentValue', { percent: work.percent })}</Fact>
        ) : null}
        {work.grade ? <Fact label={t('result.grade')}>{work.grade}</Fact> : null}
      </Facts>
      {line === 'failed' ? (
        <RetakeNotice assignment={assignment} studentId={studentId} readOnly={readOnly} />
      ) : null}
    </Box>
  );
}
