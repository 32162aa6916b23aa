import { clock } from '@cabinet/api/time';
import { CountdownTimer } from '@cabinet/design-system/countdown-timer';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

type BreakNoticeProps = {
  /** When the break ends, and the school's clock when the attempt was read (only the corporate test has a break). */
  endsAt: string;
  serverNow: string;
  /** When the attempt arrived, on this device's clock. */
  receivedAt: number;
  onEnd: () => void;
};

/** The 5-minute break after grammar, on the school's clock: writing starts by itself when it ends. */
export function BreakNotice({ endsAt, serverNow, receivedAt, onEnd }: BreakNoticeProps) {
  const { t } = useTranslation('paidPretests');
  const offset = Date.parse(serverNow) - receivedAt;
  const schoolNow = () => clock.nowMs() + offset;
  const end = Date.parse(endsAt);
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
