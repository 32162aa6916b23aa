import { useStartPretestPart } from '@cabinet/api/pretests';
import { PageHeader } from '@cabinet/design-system/page-header';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import type { TakenPartName } from '../PartSheetView';
import { StartPartAction } from '../StartPartAction';
import { BreakNotice } from './BreakNotice';
import type { PlacementTestFlow, RouteParams } from './placement-test-flow';

type PartStartPageProps = {
  flow: PlacementTestFlow;
  params: RouteParams;
  part: TakenPartName;
  /** Arrived at from this part's test page (docs/rules-and-limits.md#placement-tests): the result. */
  fromTest: boolean;
};

/**
 * A part's start page: its rules and Start. A part already running goes on, a done one (or one
 * arrived at from its own test page) shows the result, and in a test taken in order a part waits
 * for the ones before it.
 */
export function PartStartPage({ flow, params, part, fromTest }: PartStartPageProps) {
  const { t, i18n } = useTranslation('placementTests');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const held = flow.useHeldTest(params, true);
  const start = useStartPretestPart({ request: { silent: true } });

  if (held.isPending) return <PageLoading />;
  if (held.error) return <PageError error={held.error} onRetry={held.retry} headingLevel={1} />;
  const { attempt, attemptId } = held;
  if (!attempt || attemptId === undefined) return <Navigate to={held.noneTo} replace />;
  const result = flow.paths.result.to(attemptId);
  if (fromTest) return <Navigate to={result} replace />;
  const status = (name: string) => attempt.parts.find((candidate) => candidate.part === name)!.status;
  if (status(part) === 'done') return <Navigate to={result} replace />;
  const waiting = flow.inOrder
    ? flow.parts.slice(0, flow.parts.indexOf(part)).find((name) => status(name) !== 'done')
    : undefined;
  if (waiting) return <Navigate to={flow.paths.start.to(params, waiting)} replace />;
  const rule = held.rules.find((candidate) => candidate.part === part)!;
  const testPage = flow.paths.test.to(params, part);

  const go = async () => {
    await start.mutateAsync({ attemptId, part });
    await flow.refresh(queryClient, attempt);
    void navigate(testPage);
  };

  return (
    <>
      <PageHeader
        title={t('start.title', { part: t(`part.${part}`) })}
        breadcrumbs={[...flow.trail(attempt, t, i18n.language), { label: t(`part.${part}`) }]}
      />
      <Stack spacing={2} sx={{ maxWidth: 720, alignItems: 'flex-start' }}>
        <Typography>
          {t(`${flow.startTexts.rule}.${part}`, {
            minutes: rule.minutes ?? 0,
            questions: rule.questions ?? 0,
            min: rule.min_words ?? 0,
            max: rule.max_words ?? 0,
          })}
        </Typography>
        <Typography>{t(`${flow.startTexts.about}.${part}`)}</Typography>
        <Typography>{attempt.pause.used ? t('start.pauseUsed') : t('intro.rulePause')}</Typography>
        {part === 'writing' && status('writing') === 'not_started' && attempt.break_ends_at && (
          <BreakNotice
            endsAt={attempt.break_ends_at}
            serverNow={attempt.server_now}
            receivedAt={held.receivedAt}
            onEnd={() => void navigate(testPage)}
          />
        )}
        <StartPartAction
          inProgress={status(part) === 'in_progress'}
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
