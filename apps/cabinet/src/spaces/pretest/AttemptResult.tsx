import { useGetPretestAttempt } from '@cabinet/api/pretests';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { AttemptResultView, type ResultSection } from '../../features/placement-tests/AttemptResultView';
import { HandedInNotice } from '../../features/placement-tests/HandedInNotice';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { nextPart } from './part-order';
import { localName } from './texts';

/** The taker's own result, with the way back into a part not yet taken. */
export function AttemptResult({ attemptId, section }: { attemptId: number; section: ResultSection }) {
  const { t, i18n } = useTranslation('placementTests');
  const attempt = useGetPretestAttempt(attemptId);
  if (attempt.isPending) return <PageLoading />;
  if (attempt.isError)
    return <PageError error={attempt.error} onRetry={() => void attempt.refetch()} headingLevel={1} />;
  const data = attempt.data.data;
  const name = localName(data, i18n.language);
  const next = nextPart(data);
  return (
    <AttemptResultView
      attempt={data}
      section={section}
      title={t('result.title', { name })}
      breadcrumbs={[
        { label: t('list.title'), href: paths.pretests.to() },
        { label: name, href: paths.pretestIntro.to(data.test_slug) },
        { label: t('result.crumb') },
      ]}
      sectionHref={(name) => paths.pretestResult.to(attemptId, name)}
      notice={<HandedInNotice attempt={data} />}
      action={
        next && (
          <Button
            variant="contained"
            href={paths.pretestStart.to(data.test_slug, data.variant.id, next)}
            sx={{ alignSelf: 'flex-start', minHeight: 40 }}
          >
            {t('result.continue', { part: t(`part.${next}`) })}
          </Button>
        )
      }
    />
  );
}
