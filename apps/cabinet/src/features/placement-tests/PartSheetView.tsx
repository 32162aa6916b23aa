import type { PretestAttempt, PretestPartRule, PretestSheet } from '@cabinet/api/model';
import {
  getGetPretestSheetQueryKey,
  pausePretest,
  resumePretest,
  useSubmitPretestPart,
} from '@cabinet/api/pretests';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../session/use-current-user';
import { ChoiceSheet } from './ChoiceSheet';
import { forgetPart, forgetWhatTheSchoolHolds } from './handed-in';
import { PartTimer } from './PartTimer';
import { refusalMessage } from './refusal';
import { WritingSheet } from './WritingSheet';

export type TakenPartName = 'grammar' | 'reading' | 'writing';

type PartSheetViewProps = {
  part: TakenPartName;
  sheet: PretestSheet;
  rule: PretestPartRule;
  /** When the sheet arrived, on this device's clock. */
  receivedAt: number;
  refetch: () => void;
  /** The page's header (title and breadcrumbs). */
  header: ReactNode;
  /** Where a part already done leads (its result). */
  doneTo: string;
  /** Called once the part is handed in: the page goes on. */
  onHandedIn: () => void;
};

/**
 * A part's test page, for any placement test: the timer on the school's clock with the one pause,
 * the questions or the writing (with the topic choice where there are two), and handing in.
 */
export function PartSheetView({
  part,
  sheet,
  rule,
  receivedAt,
  refetch,
  header,
  doneTo,
  onHandedIn,
}: PartSheetViewProps) {
  const { t } = useTranslation('placementTests');
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const submit = useSubmitPretestPart({ request: { silent: true } });
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(0);
  const [unanswered, setUnanswered] = useState(0);
  const [pauseError, setPauseError] = useState<unknown>(null);
  const { attempt } = sheet;

  if (sheet.part.status === 'done') return <HandedIn sheet={sheet} to={doneTo} />;

  const sheetKey = getGetPretestSheetQueryKey(attempt.id, part);
  /**
   * The school's answer to a pause or a resume is the attempt as it is now: the sheet shows it at
   * once (paused or not, the part's deadline), so nothing waits for a second call that a dropped
   * connection could lose; the sheet is then read again as well.
   */
  const apply = (answer: { data: PretestAttempt } | undefined) => {
    if (answer) {
      const now = answer.data;
      queryClient.setQueryData<{ data: PretestSheet }>(sheetKey, (old) =>
        old
          ? {
              ...old,
              data: {
                ...old.data,
                attempt: now,
                part: now.parts.find((candidate) => candidate.part === part) ?? old.data.part,
              },
            }
          : old,
      );
    }
    void queryClient.invalidateQueries({ queryKey: sheetKey });
  };
  const pause = async () => {
    setPauseError(null);
    apply(
      await pausePretest(attempt.id, { silent: true }).catch((error: unknown) => {
        setPauseError(error);
        return undefined;
      }),
    );
  };
  const resume = async () => {
    // A pause that ran out has ended at the school already: nothing to refuse there.
    apply(await resumePretest(attempt.id, { silent: true }).catch(() => undefined));
  };
  const handIn = async () => {
    await submit.mutateAsync({ attemptId: attempt.id, part });
    // The school has the part: nothing of it waits on the device any more.
    forgetPart(attempt.id, part);
    onHandedIn();
  };
  const paused = attempt.pause.active;
  const choosing = part === 'writing' && sheet.writing?.topic_index === null;

  return (
    <>
      {header}
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
            offset={Date.parse(attempt.server_now) - receivedAt}
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
        {!choosing && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            {pending > 0 && (
              <Typography
                role="status"
                variant="body2"
                sx={(theme) => ({ color: theme.palette.status.warning.fg })}
              >
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
        )}
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

/**
 * A part already handed in (its time ran out, or it was handed in elsewhere): what the device kept
 * that the school holds anyway goes, and the page moves to the result, which says what did not
 * reach the school in time.
 */
function HandedIn({ sheet, to }: { sheet: PretestSheet; to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    forgetWhatTheSchoolHolds(sheet);
    void navigate(to, { replace: true });
  }, [sheet, to, navigate]);
  return null;
}
