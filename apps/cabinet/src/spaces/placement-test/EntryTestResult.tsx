import { useGetPretestAttempt } from '@cabinet/api/pretests';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { AttemptResultView, isResultSection } from '../../features/placement-tests/AttemptResultView';
import { HandedInNotice } from '../../features/placement-tests/HandedInNotice';
import { nextPart, type PlacementTestFlow } from '../../features/placement-tests/flow/placement-test-flow';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { localName } from './texts';

type EntryTestResultProps = { flow: PlacementTestFlow; attemptId: number; section: string };

/** The taker's own result, with the way back into a part not yet taken. */
export function EntryTestResult({ flow, attemptId, section }: EntryTestResultProps) {
  const { t, i18n } = useTranslation('placementTests');
  const attempt = useGetPretestAttempt(attemptId, { query: { enabled: isResultSection(section) } });
  if (!isResultSection(section)) return <Navigate to={paths.notFound.to()} replace />;
  if (attempt.isPending) return <PageLoading />;
  if (attempt.isError)
    return <PageError error={attempt.error} onRetry={() => void attempt.refetch()} headingLevel={1} />;
  const data = attempt.data.data;
  const next = nextPart(flow.parts, data);
  return (
    <AttemptResultView
      attempt={data}
      section={section}
      title={t('result.title', { name: localName(data, i18n.language) })}
      breadcrumbs={[...flow.trail(data, t, i18n.language), { label: t('result.crumb') }]}
      sectionHref={(name) => paths.placementTestResult.to(attemptId, name)}
      notice={<HandedInNotice attempt={data} />}
      action={
        next && (
          <Button
            variant="contained"
            href={paths.placementTestStart.to(data.test_slug, data.variant.id, next)}
            sx={{ alignSelf: 'flex-start', minHeight: 40 }}
          >
            {t('result.continue', { part: t(`part.${next}`) })}
          </Button>
        )
      }
    />
  );
}
