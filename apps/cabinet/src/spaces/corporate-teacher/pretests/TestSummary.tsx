import type { PaidPretest } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { schoolDate, schoolDateTime } from '../../../features/placement-tests/dates';
import { isResultOut } from './check-state';

/** The test at a glance: company, status, when the written parts came in and the result is due; whether the result is out. */
export function TestSummary({ test }: { test: PaidPretest }) {
  const { t, i18n } = useTranslation('teacherPretests');
  const language = i18n.language;
  const out = isResultOut(test);
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Facts>
        <Fact label={t('test.company')}>{test.company_name}</Fact>
        <Fact label={t('test.email')}>{test.student.email}</Fact>
        <Fact label={t('test.status')}>
          <StatusBadge vocabulary="paidPretest" value={test.status} />
        </Fact>
        <Fact label={t('test.written')}>
          {test.written_at ? schoolDateTime(test.written_at, language) : t('test.notWrittenShort')}
        </Fact>
        {test.results_due_on && (
          <Fact label={t('test.due')}>{schoolDate(test.results_due_on, language)}</Fact>
        )}
        {test.certificate && <Fact label={t('test.overall')}>{test.certificate.overall_level}</Fact>}
      </Facts>
      {out ? (
        <Alert severity="success">{t('test.resultOut')}</Alert>
      ) : (
        <Alert severity="info">{t('test.resultRule')}</Alert>
      )}
    </Stack>
  );
}
