import { useGetPretestSheet } from '@cabinet/api/pretests';
import { PageHeader } from '@cabinet/design-system/page-header';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { PartSheetView, type TakenPartName } from '../PartSheetView';
import type { PlacementTestFlow, RouteParams } from './placement-test-flow';

type PartTestPageProps = {
  flow: PlacementTestFlow;
  params: RouteParams;
  part: TakenPartName;
  /** Arrived at from a result (docs/rules-and-limits.md#placement-tests): the latest attempt's result. */
  fromResult: boolean;
};

/** A part's test page: the timer on the school's clock, the questions or the topic, and handing in. */
export function PartTestPage({ flow, params, part, fromResult }: PartTestPageProps) {
  const { t, i18n } = useTranslation('placementTests');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const held = flow.useHeldTest(params, false);
  const { attemptId, latestId } = held;
  const sheet = useGetPretestSheet(attemptId ?? 0, part, {
    query: { enabled: attemptId !== undefined && !fromResult, retry: 1 },
  });
  if (held.isPending) return <PageLoading />;
  if (fromResult)
    return <Navigate to={latestId ? flow.paths.result.to(latestId) : flow.paths.list()} replace />;
  if (attemptId !== undefined && sheet.isPending) return <PageLoading />;
  // A failed refetch while the part is open (the connection dropped) keeps the sheet on screen:
  // the answers wait on the device. Only a page that never loaded shows the error.
  if (held.error && !held.loaded)
    return <PageError error={held.error} onRetry={held.retry} headingLevel={1} />;
  if (attemptId === undefined) return <Navigate to={held.noneTo} replace />;
  // A part not started yet is started from its start page.
  if (!sheet.data) return <Navigate to={flow.paths.start.to(params, part)} replace />;
  const { attempt } = sheet.data.data;
  const result = flow.paths.result.to(attemptId);
  // The next start page reads the attempt again: it must see this part handed in, not the attempt before.
  const after = async () => {
    const next = flow.parts[flow.parts.indexOf(part) + 1];
    await flow.refresh(queryClient, attempt);
    void navigate(next ? flow.paths.start.to(params, next) : result);
  };
  return (
    <PartSheetView
      key={sheet.data.data.part.status}
      part={part}
      sheet={sheet.data.data}
      rule={held.rules.find((candidate) => candidate.part === part)!}
      receivedAt={sheet.dataUpdatedAt}
      refetch={() => void sheet.refetch()}
      doneTo={result}
      onHandedIn={() => void after()}
      header={
        <PageHeader
          title={t('test.title', { part: t(`part.${part}`) })}
          breadcrumbs={[...flow.trail(attempt, t, i18n.language), { label: t(`part.${part}`) }]}
        />
      }
    />
  );
}
