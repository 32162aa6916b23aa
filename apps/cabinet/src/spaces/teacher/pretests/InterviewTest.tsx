import type { PretestInterview } from '@cabinet/api/model';
import { useGetPretestInterview } from '@cabinet/api/pretests';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader } from '@cabinet/design-system/page-header';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolDateTime } from '../../../features/placement-tests/dates';
import { WrittenText } from '../../../features/placement-tests/WrittenText';
import { partLevelText } from '../../../features/placement-tests/PartFacts';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { InterviewSection } from './InterviewSection';
import { takerName, testName } from './interview-rules';

/** The levels of grammar, reading and writing, as the taker's result shows them. */
function WrittenParts({ test }: { test: PretestInterview }) {
  const { t } = useTranslation(['teacherPretests', 'placementTests']);
  const titleId = useId();
  const written = test.attempt.parts.filter((part) => part.part !== 'speaking');
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('entry.test.written')}
      </Typography>
      <Facts>
        {written.map((part) => (
          <Fact key={part.part} label={t(`placementTests:part.${part.part}`)}>
            {partLevelText(part, t)}
          </Fact>
        ))}
      </Facts>
    </Box>
  );
}

function Summary({ test }: { test: PretestInterview }) {
  const { t, i18n } = useTranslation('teacherPretests');
  const { attempt, taker } = test;
  return (
    <Facts>
      <Fact label={t('entry.test.test')}>{testName(test, i18n.language)}</Fact>
      <Fact label={t('entry.test.email')}>{taker.email}</Fact>
      <Fact label={t('entry.test.phone')}>{taker.phone ?? '—'}</Fact>
      <Fact label={t('entry.test.writtenAt')}>
        {attempt.finished_at ? schoolDateTime(attempt.finished_at, i18n.language) : '—'}
      </Fact>
      <Fact label={t('entry.test.overall')}>{attempt.overall_level ?? '—'}</Fact>
    </Facts>
  );
}

/** `/teacher/pretests/:id`: an entry test's taker, written parts and text, and its interview. */
export function InterviewTest({ id }: { id: number }) {
  const { t, i18n } = useTranslation('teacherPretests');
  const query = useGetPretestInterview(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <PageError error={query.error} onRetry={() => void query.refetch()} headingLevel={1} />;
  const test = query.data.data;
  const name = takerName(test.taker, i18n.language);
  return (
    <>
      <PageHeader
        title={t('entry.test.title', { name })}
        breadcrumbs={[
          { label: t('entry.list.title'), href: paths.teacher.placementTests.to() },
          { label: name },
        ]}
      />
      <Stack spacing={3}>
        <Summary test={test} />
        <InterviewSection test={test} />
        <WrittenParts test={test} />
        {test.writing && <WrittenText writing={test.writing} />}
      </Stack>
    </>
  );
}
