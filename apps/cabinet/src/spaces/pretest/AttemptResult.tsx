import type { PretestAttempt, PretestPartResult } from '@cabinet/api/model';
import { useGetPretestAttempt } from '@cabinet/api/pretests';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader } from '@cabinet/design-system/page-header';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../features/placement-tests/format';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { nextPart } from './part-order';
import { localName } from './texts';

export const RESULT_SECTIONS = ['general', 'grammar', 'writing', 'reading', 'speaking'] as const;
export type ResultSection = (typeof RESULT_SECTIONS)[number];
export const isResultSection = (value: string): value is ResultSection =>
  (RESULT_SECTIONS as readonly string[]).includes(value);

function PartFacts({ part }: { part: PretestPartResult }) {
  const { t } = useTranslation('placementTests');
  if (part.status !== 'done') {
    return <Typography>{t(`result.status.${part.status}`)}</Typography>;
  }
  return (
    <Facts>
      <Fact label={t('result.level')}>
        {part.level ??
          (part.assessment === 'not_enough_text' ? t('result.notEnoughText') : t('result.noLevel'))}
      </Fact>
      {part.score !== null && part.max_score !== null && (
        <Fact label={t('result.score')}>
          {t('result.scoreOf', { score: part.score, max: part.max_score })}
        </Fact>
      )}
      {part.words !== null && <Fact label={t('result.words')}>{part.words}</Fact>}
      {part.seconds_used !== null && (
        <Fact label={t('result.time')}>
          {formatDuration(part.seconds_used)}
          {part.time_up ? ` · ${t('result.timeUp')}` : ''}
        </Fact>
      )}
    </Facts>
  );
}

function General({ attempt }: { attempt: PretestAttempt }) {
  const { t } = useTranslation('placementTests');
  const next = nextPart(attempt);
  return (
    <Stack spacing={2}>
      {attempt.overall_level ? (
        <Alert severity="success" icon={false}>
          <Typography component="p" variant="h5">
            {t('result.overall', { level: attempt.overall_level })}
          </Typography>
        </Alert>
      ) : (
        <Alert severity="info">{t('result.notFinished')}</Alert>
      )}
      {next && (
        <Button
          variant="contained"
          href={paths.pretestStart.to(attempt.test_slug, attempt.variant.id, next)}
          sx={{ alignSelf: 'flex-start', minHeight: 40 }}
        >
          {t('result.continue', { part: t(`part.${next}`) })}
        </Button>
      )}
      <Facts>
        {attempt.parts.map((part) => (
          <Fact key={part.part} label={t(`part.${part.part}`)}>
            {part.status === 'done'
              ? (part.level ??
                (part.assessment === 'not_enough_text' ? t('result.notEnoughText') : t('result.noLevel')))
              : t(`result.status.${part.status}`)}
          </Fact>
        ))}
      </Facts>
    </Stack>
  );
}

/** An attempt's result: the overall level and, per part, its level, score, words and time. */
export function AttemptResult({ attemptId, section }: { attemptId: number; section: ResultSection }) {
  const { t, i18n } = useTranslation('placementTests');
  const attempt = useGetPretestAttempt(attemptId);
  if (attempt.isPending) return <PageLoading />;
  if (attempt.isError)
    return <PageError error={attempt.error} onRetry={() => void attempt.refetch()} headingLevel={1} />;
  const data = attempt.data.data;
  const part = data.parts.find((candidate) => candidate.part === section);
  return (
    <>
      <PageHeader
        title={t('result.title', { name: localName(data, i18n.language) })}
        breadcrumbs={[
          { label: t('list.title'), href: paths.pretests.to() },
          { label: localName(data, i18n.language), href: paths.pretestIntro.to(data.test_slug) },
          { label: t('result.crumb') },
        ]}
        tabs={RESULT_SECTIONS.map((name) => ({
          label: t(`result.tab.${name}`),
          href: paths.pretestResult.to(attemptId, name),
          current: name === section,
        }))}
        tabsLabel={t('result.tabs')}
      />
      {section === 'general' || !part ? <General attempt={data} /> : <PartFacts part={part} />}
    </>
  );
}
