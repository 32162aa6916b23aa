import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import type { PretestAttempt, PretestPartResult } from '@cabinet/api/model';
import { clock } from '@cabinet/api/time';
import { CountdownTimer } from '@cabinet/design-system/countdown-timer';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const HIDDEN_KEY = 'placementTimerHidden';

type PartTimerProps = {
  attempt: PretestAttempt;
  part: PretestPartResult;
  /** When the sheet arrived, on this device's clock: with `server_now` it gives the school's time. */
  receivedAt: number;
  onExpire: () => void;
  onPause: () => void;
  onResume: () => void;
};

/**
 * The part's time on the school's clock, not the device's: the deadline the school holds, counted
 * from the school's "now" as the last answer gave it. Warns in the last minutes (read out by
 * screen readers), holds the attempt's one pause, and can be hidden.
 */
export function PartTimer({ attempt, part, receivedAt, onExpire, onPause, onResume }: PartTimerProps) {
  const { t } = useTranslation('placementTests');
  const [hidden, setHidden] = useState(() => localStorage.getItem(HIDDEN_KEY) === '1');
  const offset = Date.parse(attempt.server_now) - receivedAt;
  const schoolNow = () => clock.nowMs() + offset;
  const startedAt = Date.parse(part.started_at!);
  const { pause } = attempt;
  // The deadline already holds a pause that has ended; a running one is counted by the timer.
  const initialPause = pause.active
    ? { startedAt: Date.parse(pause.started_at!) }
    : pause.used
      ? { startedAt, endedAt: startedAt }
      : null;
  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    localStorage.setItem(HIDDEN_KEY, next ? '1' : '0');
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Box sx={hidden ? visuallyHidden : undefined}>
        <CountdownTimer
          key={`${part.deadline}|${String(pause.active)}`}
          durationSeconds={Math.round((Date.parse(part.deadline!) - startedAt) / 1000)}
          startedAt={startedAt}
          now={schoolNow}
          initialPause={initialPause}
          pauseSeconds={pause.minutes * 60}
          label={t('test.timeLeft')}
          onExpire={onExpire}
          onPause={onPause}
          onResume={onResume}
        />
      </Box>
      <Button variant="text" onClick={toggle} aria-pressed={hidden} sx={{ minHeight: 40 }}>
        {hidden ? t('test.showTimer') : t('test.hideTimer')}
      </Button>
    </Box>
  );
}
