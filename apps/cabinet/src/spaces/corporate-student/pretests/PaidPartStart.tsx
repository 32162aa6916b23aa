import type { PaidPretest } from '@cabinet/api/model';
import { getListPaidPretestsQueryKey } from '@cabinet/api/paid-pretests';
import { useStartPretestPart } from '@cabinet/api/pretests';
import { clock } from '@cabinet/api/time';
import { CountdownTimer } from '@cabinet/design-system/countdown-timer';
import { PageHeader } from '@cabinet/design-system/page-header';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { StartPartAction } from '../../../features/placement-tests/StartPartAction';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { useCurrentTest } from './use-current-test';

type PaidPart = 'grammar' | 'writing';
const student = paths.corporateStudent;

/** The 5-minute break after grammar, on the school's clock: writing starts by itself when it ends. */
function BreakNotice({
  test,
  receivedAt,
  onEnd,
}: {
  test: PaidPretest;
  receivedAt: number;
  onEnd: () => void;
}) {
  const { t } = useTranslation('paidPretests');
  const offset = Date.parse(test.attempt.server_now) - receivedAt;
  const schoolNow = () => clock.nowMs() + offset;
  const end = Date.parse(test.attempt.break_ends_at!);
  if (end <= schoolNow()) return null;
  return (
    <Stack spacing={1}>
      <Alert severity="info">{t('start.break')}</Alert>
      <CountdownTimer
        durationSeconds={Math.max(1, Math.round((end - schoolNow()) / 1000))}
        now={schoolNow}
        pausable={false}
        label={t('start.breakLeft')}
        onExpire={onEnd}
      />
    </Stack>
  );
}

/** `/corporate/pretests/paid/:part/start`: a part's rules and Start; writing shows the break after grammar. */
export function PaidPartStart({ part, fromTest }: { part: PaidPart; fromTest: boolean }) {
  const { t } = useTranslation('paidPretests');
  const tp = useTranslation('placementTests').t;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tests = useCurrentTest();
  const start = useStartPretestPart({ request: { silent: true } });
  if (tests.isPending) return <PageLoading />;
  if (tests.isError)
    return <PageError error={tests.error} onRetry={() => void tests.refetch()} headingLevel={1} />;
  const test = tests.current;
  const latest = tests.data.data[0];
  if (!test) {
    return (
      <Navigate
        to={latest ? student.paidPretestResult.to(latest.id, 'general') : student.paidPretests.to()}
        replace
      />
    );
  }
  const result = student.paidPretestResult.to(test.id, 'general');
  if (fromTest) return <Navigate to={result} replace />;
  const status = (name: string) => test.attempt.parts.find((candidate) => candidate.part === name)!.status;
  if (status(part) === 'done') return <Navigate to={result} replace />;
  if (part === 'writing' && status('grammar') !== 'done')
    return <Navigate to={student.paidPretestStart.to('grammar')} replace />;
  const rule = test.rules.find((candidate) => candidate.part === part)!;
  const testPage = student.paidPretestPart.to(part);
  const go = async () => {
    await start.mutateAsync({ attemptId: test.id, part });
    await queryClient.invalidateQueries({ queryKey: getListPaidPretestsQueryKey() });
    void navigate(testPage);
  };
  return (
    <>
      <PageHeader
        title={tp('start.title', { part: tp(`part.${part}`) })}
        breadcrumbs={[
          { label: t('overview.title'), href: student.pretests.to() },
          { label: t('list.title'), href: student.paidPretests.to() },
          { label: tp(`part.${part}`) },
        ]}
      />
      <Stack spacing={2} sx={{ maxWidth: 720, alignItems: 'flex-start' }}>
        <Typography>
          {t(`start.rule.${part}`, {
            minutes: rule.minutes ?? 0,
            questions: rule.questions ?? 0,
            min: rule.min_words ?? 0,
            max: rule.max_words ?? 0,
          })}
        </Typography>
        <Typography>{t(`start.about.${part}`)}</Typography>
        <Typography>{test.attempt.pause.used ? tp('start.pauseUsed') : tp('intro.rulePause')}</Typography>
        {part === 'writing' && status('writing') === 'not_started' && (
          <BreakNotice test={test} receivedAt={tests.dataUpdatedAt} onEnd={() => void navigate(testPage)} />
        )}
        <StartPartAction
          inProgress={status(part) === 'in_progress'}
          testHref={testPage}
          partName={tp(`part.${part}`)}
          onStart={go}
          pending={start.isPending}
          error={start.isError ? start.error : null}
        />
      </Stack>
    </>
  );
}
