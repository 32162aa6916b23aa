import { getGetPretestQueryKey, useGetPretest, useStartPretestPart } from '@cabinet/api/pretests';
import { PageHeader } from '@cabinet/design-system/page-header';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { StartPartAction } from '../../features/placement-tests/StartPartAction';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { useAttemptOf } from './use-attempt-of';
import type { TakenPart } from './part-order';
import { localName } from './texts';

type PartStartProps = { slug: string; variant: string; part: TakenPart; fromTest: boolean };

/** A part's start page: its rules and Start; a part already running goes on, a done one shows the result. */
export function PartStart({ slug, variant, part, fromTest }: PartStartProps) {
  const { t, i18n } = useTranslation('placementTests');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const test = useGetPretest(slug);
  const attempt = useAttemptOf(test.data?.data.attempt?.id);
  const start = useStartPretestPart({ request: { silent: true } });

  if (test.isPending || (test.isSuccess && test.data.data.attempt && attempt.isPending))
    return <PageLoading />;
  if (test.isError)
    return <PageError error={test.error} onRetry={() => void test.refetch()} headingLevel={1} />;
  if (attempt.isError)
    return <PageError error={attempt.error} onRetry={() => void attempt.refetch()} headingLevel={1} />;
  const data = test.data.data;
  const current = attempt.data?.data;
  if (!current) return <Navigate to={paths.pretestIntro.to(slug)} replace />;
  const result = paths.pretestResult.to(current.id, 'general');
  // Arriving from this part's test page (docs/rules-and-limits.md#placement-tests) is the result.
  if (fromTest) return <Navigate to={result} replace />;
  const status = current.parts.find((candidate) => candidate.part === part)!.status;
  if (status === 'done') return <Navigate to={result} replace />;
  const rule = data.parts.find((candidate) => candidate.part === part)!;
  const testPage = paths.pretestPart.to(slug, variant, part);

  const go = async () => {
    await start.mutateAsync({ attemptId: current.id, part });
    await queryClient.invalidateQueries({ queryKey: getGetPretestQueryKey(slug) });
    void navigate(testPage);
  };

  return (
    <>
      <PageHeader
        title={t('start.title', { part: t(`part.${part}`) })}
        breadcrumbs={[
          { label: t('list.title'), href: paths.pretests.to() },
          { label: localName(data, i18n.language), href: paths.pretestIntro.to(slug) },
          { label: t(`part.${part}`) },
        ]}
      />
      <Stack spacing={2} sx={{ maxWidth: 720, alignItems: 'flex-start' }}>
        <Typography>
          {t(`intro.partRule.${part}`, {
            minutes: rule.minutes ?? 0,
            questions: rule.questions ?? 0,
            min: rule.min_words ?? 0,
            max: rule.max_words ?? 0,
          })}
        </Typography>
        <Typography>{t(`start.about.${part}`)}</Typography>
        <Typography>{current.pause.used ? t('start.pauseUsed') : t('intro.rulePause')}</Typography>
        <StartPartAction
          inProgress={status === 'in_progress'}
          testHref={testPage}
          partName={t(`part.${part}`)}
          onStart={go}
          pending={start.isPending}
          error={start.isError ? start.error : null}
        />
      </Stack>
    </>
  );
}
