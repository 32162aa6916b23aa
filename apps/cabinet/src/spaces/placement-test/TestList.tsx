import type { PretestTest } from '@cabinet/api/model';
import { useListPretests } from '@cabinet/api/pretests';
import { CardFrame, CardGrid, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader } from '@cabinet/design-system/page-header';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { localName, partsLine } from './texts';

function TestCard({ test }: { test: PretestTest }) {
  const { t, i18n } = useTranslation('placementTests');
  const { attempt } = test;
  const titleId = useId();
  return (
    <CardFrame titleId={titleId} component="li">
      <CardTitle id={titleId} level={2}>
        {localName(test, i18n.language)}
      </CardTitle>
      <Stack spacing={1.5}>
        <Facts>
          <Fact label={t('list.audience')}>{t(`audience.${test.audience}`)}</Fact>
          <Fact label={t('list.parts')}>{partsLine(test.parts, t)}</Fact>
          {attempt && (
            <Fact label={t('list.latest')}>
              {attempt.status === 'finished'
                ? attempt.overall_level
                  ? t('list.finishedLevel', { level: attempt.overall_level })
                  : t('attemptStatus.finished')
                : t('attemptStatus.in_progress')}
            </Fact>
          )}
        </Facts>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            href={paths.placementTestIntro.to(test.slug)}
            aria-describedby={titleId}
            sx={{ minHeight: 40 }}
          >
            {t('list.open')}
          </Button>
          {attempt && (
            <Button
              variant="outlined"
              href={paths.placementTestResult.to(attempt.id, 'general')}
              aria-describedby={titleId}
              sx={{ minHeight: 40 }}
            >
              {t('list.result')}
            </Button>
          )}
        </Stack>
      </Stack>
    </CardFrame>
  );
}

/** The entry tests to choose from, each with its parts and the latest attempt. */
export function TestList() {
  const { t } = useTranslation('placementTests');
  const tests = useListPretests();
  return (
    <>
      <PageHeader title={t('list.title')} />
      <Typography sx={{ mb: 2 }}>{t('list.lead')}</Typography>
      {tests.isPending ? (
        <PageLoading />
      ) : tests.isError ? (
        <PageError error={tests.error} onRetry={() => void tests.refetch()} />
      ) : (
        <CardGrid>
          {tests.data.data.map((test) => (
            <TestCard key={test.slug} test={test} />
          ))}
        </CardGrid>
      )}
    </>
  );
}
