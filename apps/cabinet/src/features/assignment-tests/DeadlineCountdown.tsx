import { CountdownTimer } from '@cabinet/design-system/countdown-timer';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../shared/use-now';

type DeadlineCountdownProps = {
  deadline: string;
  /** The deadline has come: the work is read again (it is now missed or incomplete). */
  onExpire: () => void;
};

/** The time left until the test's deadline; a deadline cannot be paused. */
export function DeadlineCountdown({ deadline, onExpire }: DeadlineCountdownProps) {
  const { t } = useTranslation('tests');
  const now = useNow();
  const left = Math.max(0, Math.ceil((new Date(deadline).getTime() - now.getTime()) / 1000));
  return (
    <CountdownTimer
      durationSeconds={left}
      startedAt={now.getTime()}
      pausable={false}
      label={t('countdown')}
      onExpire={onExpire}
    />
  );
}
