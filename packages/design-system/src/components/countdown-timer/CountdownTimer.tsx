import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { visuallyHidden } from '../../internal/field-state';
import {
  type CountdownPause,
  countdownState,
  formatCountdown,
  minutesToAnnounce,
  PAUSE_SECONDS,
} from './countdown';

export type CountdownTimerProps = {
  /** The time allowed, e.g. 1200 for a 20-minute reading part. */
  durationSeconds: number;
  /** Names the timer; defaults to "Залишилося часу" / "Time left". */
  label?: string | undefined;
  /** When the countdown started (ms since the epoch); defaults to when the timer appears. */
  startedAt?: number | undefined;
  /** The clock, ms since the epoch; inject a fixed one for stable stories and tests. */
  now?: (() => number) | undefined;
  /** A pause already taken, e.g. restored after a reload. */
  initialPause?: CountdownPause | null | undefined;
  /** How long the single pause may last (default 15 minutes). */
  pauseSeconds?: number | undefined;
  /** Whether this test allows the pause at all (default true). */
  pausable?: boolean | undefined;
  onExpire?: (() => void) | undefined;
  /** The pause started, at this time (ms); store it to restore the pause. */
  onPause?: ((at: number) => void) | undefined;
  /** The pause ended, by Resume or because its time ran out, at this time (ms). */
  onResume?: ((at: number) => void) | undefined;
};

const TICK_MS = 250;

/**
 * Counts down the time of a test part with one pause of up to 15 minutes. The time is a `timer`
 * (not read out every second); a polite status speaks each minute of the last five, the pause and
 * the end.
 */
export function CountdownTimer({
  durationSeconds,
  label,
  startedAt,
  now,
  initialPause = null,
  pauseSeconds = PAUSE_SECONDS,
  pausable = true,
  onExpire,
  onPause,
  onResume,
}: CountdownTimerProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const id = useId();
  const clock = useRef(now ?? Date.now);
  const [mountedAt] = useState(() => (now ?? Date.now)());
  const [current, setCurrent] = useState(mountedAt);
  const [pause, setPause] = useState<CountdownPause | null>(initialPause);
  const note = useRef<HTMLParagraphElement | null>(null);
  const focusNote = useRef(false);

  const state = countdownState({
    durationSeconds,
    startedAt: startedAt ?? mountedAt,
    now: current,
    pause,
    pauseSeconds,
  });
  const { phase } = state;

  useEffect(() => {
    clock.current = now ?? Date.now;
  }, [now]);

  useEffect(() => {
    if (phase === 'expired') return undefined;
    const timer = setInterval(() => setCurrent(clock.current()), TICK_MS);
    return () => clearInterval(timer);
  }, [phase]);

  // Each callback once, when its moment comes, not again on later renders.
  const expired = useRef(false);
  useEffect(() => {
    if (phase !== 'expired' || expired.current) return;
    expired.current = true;
    onExpire?.();
  }, [phase, onExpire]);

  const sawPause = useRef(false);
  const ranOutAt = pause && state.pauseRanOut ? pause.startedAt + pauseSeconds * 1000 : null;
  useEffect(() => {
    if (phase === 'paused') sawPause.current = true;
    if (ranOutAt === null || !sawPause.current) return;
    sawPause.current = false;
    onResume?.(ranOutAt);
  }, [phase, ranOutAt, onResume]);

  useEffect(() => {
    if (focusNote.current && state.pauseUsed) {
      focusNote.current = false;
      note.current?.focus();
    }
  }, [state.pauseUsed]);

  const togglePause = () => {
    const at = clock.current();
    setCurrent(at);
    if (phase === 'paused' && pause) {
      sawPause.current = false;
      focusNote.current = true;
      setPause({ ...pause, endedAt: at });
      onResume?.(at);
    } else {
      setPause({ startedAt: at });
      onPause?.(at);
    }
  };

  const minutes = minutesToAnnounce(state.remainingSeconds);
  const announcement =
    phase === 'expired'
      ? t('forms.countdownTimer.expired')
      : phase === 'paused'
        ? t('forms.countdownTimer.pausedAnnouncement')
        : minutes !== null
          ? t('forms.countdownTimer.minutesLeft', { count: minutes })
          : '';
  const ids = { label: `${id}-label`, pauseRule: `${id}-pause-rule` };
  const urgent = phase === 'expired' || minutes !== null;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}>
      <Box>
        <Typography id={ids.label} variant="body2" color="textSecondary">
          {label ?? t('forms.countdownTimer.label')}
        </Typography>
        <Typography
          role="timer"
          aria-labelledby={ids.label}
          data-phase={phase}
          sx={(theme) => ({
            fontSize: '2rem',
            lineHeight: 1.2,
            fontWeight: 500,
            fontVariantNumeric: 'tabular-nums',
            color: urgent
              ? theme.palette.status[phase === 'expired' ? 'error' : 'warning'].fg
              : 'text.primary',
          })}
        >
          {formatCountdown(state.remainingSeconds, durationSeconds >= 3600)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
        {phase === 'expired' ? (
          <Typography sx={{ fontWeight: 500 }}>{t('forms.countdownTimer.expired')}</Typography>
        ) : phase === 'paused' ? (
          <Typography variant="body2" color="textSecondary">
            {t('forms.countdownTimer.pauseLeft', { time: formatCountdown(state.pauseRemainingSeconds) })}
          </Typography>
        ) : null}
        {pausable && phase !== 'expired' && !state.pauseUsed && (
          <>
            <Button
              variant={phase === 'paused' ? 'contained' : 'outlined'}
              startIcon={phase === 'paused' ? <PlayArrowIcon /> : <PauseIcon />}
              onClick={togglePause}
              aria-describedby={phase === 'paused' ? undefined : ids.pauseRule}
              sx={{ minHeight: 40 }}
            >
              {t(phase === 'paused' ? 'forms.countdownTimer.resume' : 'forms.countdownTimer.pause')}
            </Button>
            {phase !== 'paused' && (
              <Typography id={ids.pauseRule} variant="body2" color="textSecondary">
                {t('forms.countdownTimer.pauseRule', { count: Math.round(pauseSeconds / 60) })}
              </Typography>
            )}
          </>
        )}
        {pausable && state.pauseUsed && phase !== 'expired' && (
          <Typography ref={note} tabIndex={-1} variant="body2" color="textSecondary">
            {t('forms.countdownTimer.pauseUsed')}
          </Typography>
        )}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
