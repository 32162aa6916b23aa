import { failureKind } from '@cabinet/api/http';
import type { VideoPosition } from '@cabinet/api/model';
import { saveVideoPosition } from '@cabinet/api/video-courses';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Stretch } from './played-stretches';
import {
  type ReportKey,
  confirmReport,
  dropReport,
  keepReport,
  keptOf,
  nextRevision,
} from './progress-outbox';

/**
 * Where the reports stand: all with the school (`saved`), some kept on the device after a failed
 * call (`kept`), or all sent after some had been kept (`resent`).
 */
export type ReportState = 'saved' | 'kept' | 'resent';

/** What the player tells of the watching since its last report. */
export type WatchReport = { position: number; played: readonly Stretch[] };

/** The contract's most stretches in one call; more wait for the next. */
const STRETCHES_PER_CALL = 50;
/** The first wait before sending again after a failure, doubled after each one up to a minute. */
export const RETRY_FIRST_MS = 5_000;
export const RETRY_LONGEST_MS = 60_000;

export const retryWait = (failures: number): number =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), RETRY_LONGEST_MS);

type Options = ReportKey & {
  /** The school confirmed a report of a video (this one or another kept on the device). */
  onSaved?: (key: ReportKey, position: VideoPosition) => void;
};

/**
 * The reports of watching a video (docs/rules-and-limits.md#video-progress): each kept on the device
 * first, then sent; what the school has not confirmed is sent again when the connection returns,
 * after a wait that grows with each failure, and when a player opens again (a reload) — for every
 * video of the user with reports waiting, not only this one. A report the school refuses for good
 * (4xx) is dropped: sending it again would be refused again. Calls are silent: the state is told
 * once, by the page (`ProgressSaveNote`).
 */
export function useProgressReporter({ userId, courseId, videoId, onSaved }: Options) {
  const [state, setState] = useState<ReportState>('saved');
  const sending = useRef(false);
  const again = useRef(false);
  const failures = useRef(0);
  const retryTimer = useRef<number | undefined>(undefined);
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });

  const flush = useCallback(async (): Promise<void> => {
    if (sending.current) {
      again.current = true;
      return;
    }
    sending.current = true;
    window.clearTimeout(retryTimer.current);
    let failed = false;
    try {
      // A report or a returned connection while a call was out asks for one more round, even after
      // a failure.
      do {
        again.current = false;
        failed = false;
        for (const { report, ...key } of keptOf(userId)) {
          const played = report.played.slice(0, STRETCHES_PER_CALL);
          try {
            const { data } = await saveVideoPosition(
              key.courseId,
              key.videoId,
              {
                position_seconds: report.position,
                played: played.map(([from, to]) => ({ from_seconds: from, to_seconds: to })),
                revision: report.revision,
              },
              { silent: true },
            );
            if (confirmReport(key, { played, revision: report.revision })) again.current = true;
            saved.current?.(key, data);
          } catch (error) {
            const kind = failureKind(error);
            if (kind === 'client') {
              dropReport(key);
              continue;
            }
            failed = true;
            break;
          }
        }
      } while (again.current);
    } finally {
      sending.current = false;
    }
    if (failed) {
      failures.current += 1;
      setState('kept');
      retryTimer.current = window.setTimeout(() => void flush(), retryWait(failures.current));
    } else if (failures.current > 0) {
      failures.current = 0;
      setState('resent');
    }
  }, [userId]);

  const report = useCallback(
    (watch: WatchReport) => {
      keepReport(
        { userId, courseId, videoId },
        { position: watch.position, played: [...watch.played], revision: nextRevision() },
      );
      void flush();
    },
    [userId, courseId, videoId, flush],
  );

  // What waits on the device from before (a reload, another video) is sent when the player opens,
  // and again whenever the connection returns.
  useEffect(() => {
    const resend = () => void flush();
    const first = window.setTimeout(resend, 0);
    window.addEventListener('online', resend);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(retryTimer.current);
      window.removeEventListener('online', resend);
    };
  }, [flush]);

  return { state, report };
}
