import type { PaidPretest, PaidPretestFeedback } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackView } from '../../../features/placement-tests/FeedbackView';
import { paths } from '../../../shared/paths';
import { isResultOut } from './check-state';

export type SentNotice = 'sent' | 'locked' | null;

type SentFeedbackProps = {
  test: PaidPretest;
  feedback: PaidPretestFeedback;
  /** Why the page turned read-only just now: the teacher sent it, or the school said it was already sent. */
  notice: SentNotice;
};

/** A sent feedback, read-only, with where the test's result stands. */
export function SentFeedback({ test, feedback, notice }: SentFeedbackProps) {
  const { t } = useTranslation('teacherPretests');
  const news = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) news.current?.focus();
  }, [notice]);
  const other = feedback.part === 'writing' ? 'speaking' : 'writing';
  const status =
    notice === 'sent'
      ? { severity: 'success' as const, text: t('sent.done') }
      : notice === 'locked'
        ? { severity: 'warning' as const, text: t('sent.locked') }
        : { severity: 'info' as const, text: t('sent.readOnly') };
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Alert ref={news} tabIndex={-1} severity={status.severity}>
        {status.text}
      </Alert>
      <FeedbackView feedback={feedback} />
      <Alert severity={isResultOut(test) ? 'success' : 'info'}>
        {isResultOut(test)
          ? t('test.resultOut')
          : test.status === 'missed'
            ? t('sent.waitsFor.writing')
            : t(`sent.waitsFor.${other}`)}
      </Alert>
      <Link href={paths.corporateTeacher.paidPlacementTest.to(test.id, feedback.part)}>{t('sent.back')}</Link>
    </Stack>
  );
}
