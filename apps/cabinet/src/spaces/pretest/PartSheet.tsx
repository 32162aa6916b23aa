import type { PretestPartRule, PretestSheet } from '@cabinet/api/model';
import {
  getGetPretestAttemptQueryKey,
  getGetPretestQueryKey,
  getGetPretestSheetQueryKey,
  pausePretest,
  resumePretest,
  useGetPretest,
  useGetPretestSheet,
  useSubmitPretestPart,
} from '@cabinet/api/pretests';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { PageHeader } from '@cabinet/design-system/page-header';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { PartTimer } from '../../features/placement-tests/PartTimer';
import { refusalMessage } from '../../features/placement-tests/refusal';
import { useCurrentUser } from '../../session/use-current-user';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { ChoiceSheet } from './ChoiceSheet';
import { TAKEN_PARTS, type TakenPart } from './part-order';
import { localName } from './texts';
import { WritingSheet } from './WritingSheet';

type PartSheetProps = { slug: string; variant: string; part: TakenPart; fromResult: boolean };

/** A part's test page: the timer on the school's clock, the questions or the topic, and handing in. */
export function PartSheet({ slug, variant, part, fromResult }: PartSheetProps) {
  const test = useGetPretest(slug);
  const attemptId = test.data?.data.attempt?.id;
  const sheet = useGetPretestSheet(attemptId ?? 0, part, {
    query: { enabled: attemptId !== undefined, retry: 1 },
  });
  if (fromResult)
    return (
      <Navigate to={attemptId ? paths.pretestResult.to(attemptId, 'general') : paths.pretests.to()} replace />
    );
  if (test.isPending || (attemptId !== undefined && sheet.isPending)) return <PageLoading />;
  if (test.isError)
    return <PageError error={test.error} onRetry={() => void test.refetch()} headingLevel={1} />;
  if (attemptId === undefined) return <Navigate to={paths.pretestIntro.to(slug)} replace />;
  // A part not started yet is started from its start page.
  if (sheet.isError || !sheet.data)
    return <Navigate to={paths.pretestStart.to(slug, variant, part)} replace />;
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
  const { data: user } = useCurrentUser();
  const submit = useSubmitPretestPart({ request: { silent: true } });
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(0);
  const [unanswered, setUnanswered] = useState(0);
  const [pauseError, setPauseError] = useState<unknown>(null);
  const { attempt } = sheet;
  const result = paths.pretestResult.to(attempt.id, 'general');

  const after = () => {
    const index = TAKEN_PARTS.indexOf(part);
    const next = TAKEN_PARTS[index + 1];
    void queryClient.invalidateQueries({ queryKey: getGetPretestQueryKey(slug) });
    void queryClient.invalidateQueries({ queryKey: getGetPretestAttemptQueryKey(attempt.id) });
    void navigate(next ? paths.pretestStart.to(slug, variant, next) : result, {
      state: { from: 'test', part },
    });
  };

  if (sheet.part.status === 'done') return <Navigate to={result} replace state={{ from: 'test', part }} />;

  const reread = () =>
    void queryClient.invalidateQueries({ queryKey: getGetPretestSheetQueryKey(attempt.id, part) });
  const pause = async () => {
    setPauseError(null);
    await pausePretest(attempt.id, { silent: true }).catch((error: unknown) => setPauseError(error));
    reread();
  };
  const resume = async () => {
    // A pause that ran out has ended at the school already: nothing to refuse there.
    await resumePretest(attempt.id, { silent: true }).catch(() => undefined);
    reread();
  };
  const handIn = async () => {
    await submit.mutateAsync({ attemptId: attempt.id, part });
    after();
  };
  const paused = attempt.pause.active;
  const name = i18n.language === 'en' ? testNameEn : testName;

  return (
    <>
      <PageHeader
        title={t('test.title', { part: t(`part.${part}`) })}
        breadcrumbs={[
          { label: t('list.title'), href: paths.pretests.to() },
          { label: name, href: paths.pretestIntro.to(slug) },
          { label: t(`part.${part}`) },
        ]}
      />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        <PartTimer
          attempt={attempt}
          part={sheet.part}
          receivedAt={receivedAt}
          onExpire={refetch}
          onPause={() => void pause()}
          onResume={() => void resume()}
        />
        {pauseError !== null && <Alert severity="error">{refusalMessage(pauseError)}</Alert>}
        {paused && <Alert severity="info">{t('test.paused')}</Alert>}
        {part === 'writing' && sheet.writing && user ? (
          <WritingSheet
            userId={user.id}
            attemptId={attempt.id}
            writing={sheet.writing}
            minWords={rule.min_words ?? 0}
            maxWords={rule.max_words ?? 0}
            active={!paused}
            onStopped={refetch}
            onPending={setPending}
          />
        ) : user ? (
          <ChoiceSheet
            userId={user.id}
            sheet={sheet}
            part={part === 'writing' ? 'grammar' : part}
            active={!paused}
            onStopped={refetch}
            onCounts={(waiting, left) => {
              setPending(waiting);
              setUnanswered(left);
            }}
          />
        ) : null}
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {pending > 0 && (
            <Typography role="status" variant="body2" sx={{ color: 'warning.dark' }}>
              {t('test.waiting', { count: pending })}
            </Typography>
          )}
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            disabled={paused || pending > 0}
            sx={{ minHeight: 40 }}
          >
            {t('test.submit')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('test.confirmTitle', { part: t(`part.${part}`) })}
        text={part === 'writing' ? t('test.confirmWriting') : t('test.confirmText', { count: unanswered })}
        confirmLabel={t('test.submit')}
        busy={submit.isPending}
        error={submit.isError ? refusalMessage(submit.error) : undefined}
        onConfirm={() => void handIn().catch(() => undefined)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
