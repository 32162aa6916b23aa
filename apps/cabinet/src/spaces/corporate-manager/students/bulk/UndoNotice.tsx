import type { CompanyEmployeeBulkAction } from '@cabinet/api/model';
import { clock } from '@cabinet/api/time';
import { formatTime } from '@cabinet/design-system/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type DoneBulk = { action: CompanyEmployeeBulkAction; count: number; undoId: number; until: string };

type UndoNoticeProps = {
  done: DoneBulk;
  busy: boolean;
  onUndo: () => void;
  onGone: () => void;
};

/** Says what the bulk action did, with Undo until its minutes are over; then it goes. */
export function UndoNotice({ done, busy, onUndo, onGone }: UndoNoticeProps) {
  const { t } = useTranslation('companyStudents');
  useEffect(() => {
    const timer = setTimeout(onGone, Math.max(0, Date.parse(done.until) - clock.nowMs()));
    return () => clearTimeout(timer);
  }, [done.until, onGone]);
  return (
    <Alert
      severity="success"
      role="status"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" onClick={onUndo} disabled={busy} sx={{ minHeight: 40 }}>
          {t('bulk.undo')}
        </Button>
      }
    >
      {t(`bulk.done.${done.action}`, { count: done.count })}{' '}
      {t('bulk.undoUntil', { time: formatTime(done.until) })}
    </Alert>
  );
}
