import type { PretestPartRule, PretestSheet } from '@cabinet/api/model';
import {
  getGetPretestAttemptQueryKey,
  getGetPretestQueryKey,
  useGetPretest,
  useGetPretestSheet,
} from '@cabinet/api/pretests';
import { PageHeader } from '@cabinet/design-system/page-header';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { PartSheetView } from '../../features/placement-tests/PartSheetView';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { TAKEN_PARTS, type TakenPart } from './part-order';
import { localName } from './texts';

type PartSheetProps = { slug: string; variant: string; part: TakenPart; fromResult: boolean };

/** A part's test page: the timer on the school's clock, the questions or the topic, and handing in. */
export function PartSheet({ slug, variant, part, fromResult }: PartSheetProps) {
  const test = useGetPretest(slug);
  const attemptId = test.data?.data.attempt?.id;
  const sheet = useGetPretestSheet(attemptId ?? 0, part, {
    query: { enabled: attemptId !== undefined && !fromResult, retry: 1 },
  });
  if (test.isPending) return <PageLoading />;
  // The result it was arrived at from is the attempt's, once the test says which attempt that is.
  if (fromResult)
    return (
      <Navigate to={attemptId ? paths.pretestResult.to(attemptId, 'general') : paths.pretests.to()} replace />
    );
  if (attemptId !== undefined && sheet.isPending) return <PageLoading />;
  // A failed refetch while the part is open (the connection dropped) keeps the sheet on screen:
  // the answers wait on the device. Only a page that never loaded shows the error.
  if (test.isError && !test.data)
    return <PageError error={test.error} onRetry={() => void test.refetch()} headingLevel={1} />;
  if (attemptId === undefined) return <Navigate to={paths.pretestIntro.to(slug)} replace />;
  // A part not started yet is started from its start page.
  if (!sheet.data) return <Navigate to={paths.pretestStart.to(slug, variant, part)} replace />;
  return (
    <SheetView
      key={`${sheet.data.data.part.status}`}
      slug={slug}
      variant={variant}
      part={part}
      sheet={sheet.data.data}
      receivedAt={sheet.dataUpdatedAt}
      testName={localName(test.data.data, 'uk')}
      testNameEn={localName(test.data.data, 'en')}
      rule={test.data.data.parts.find((candidate) => candidate.part === part)!}
      refetch={() => void sheet.refetch()}
    />
  );
}

type SheetViewProps = {
  slug: string;
  variant: string;
  part: TakenPart;
  sheet: PretestSheet;
  receivedAt: number;
  testName: string;
  testNameEn: string;
  rule: PretestPartRule;
  refetch: () => void;
};

function SheetView({
  slug,
  variant,
  part,
  sheet,
  receivedAt,
  testName,
  testNameEn,
  rule,
  refetch,
}: SheetViewProps) {
  const { t, i18n } = useTranslation('placementTests');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { attempt } = sheet;
  const result = paths.pretestResult.to(attempt.id, 'general');
  const after = () => {
    const next = TAKEN_PARTS[TAKEN_PARTS.indexOf(part) + 1];
    void queryClient.invalidateQueries({ queryKey: getGetPretestQueryKey(slug) });
    void queryClient.invalidateQueries({ queryKey: getGetPretestAttemptQueryKey(attempt.id) });
    void navigate(next ? paths.pretestStart.to(slug, variant, next) : result);
  };
  const name = i18n.language === 'en' ? testNameEn : testName;
  return (
    <PartSheetView
      part={part}
      sheet={sheet}
      rule={rule}
      receivedAt={receivedAt}
      refetch={refetch}
      doneTo={result}
      onHandedIn={after}
      header={
        <PageHeader
          title={t('test.title', { part: t(`part.${part}`) })}
          breadcrumbs={[
            { label: t('list.title'), href: paths.pretests.to() },
            { label: name, href: paths.pretestIntro.to(slug) },
            { label: t(`part.${part}`) },
          ]}
        />
      }
    />
  );
}
