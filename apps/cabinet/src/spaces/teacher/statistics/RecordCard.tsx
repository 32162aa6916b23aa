import type { StatisticsRecord } from '@cabinet/api/model';
import { CardFrame, CardKicker, CardTitle } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { formatDate, formatMoney, toLanguage } from '@cabinet/design-system/format';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A record of the month: its facts, the reviewer's comment when it needs revision, and Edit while editable. */
export function RecordCard({ record, onEdit }: { record: StatisticsRecord; onEdit: () => void }) {
  const { t, i18n } = useTranslation('statistics');
  const language = toLanguage(i18n.language);
  const titleId = useId();
  const amount = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'uk-UA').format(record.amount);
  return (
    <CardFrame titleId={titleId} component="li">
      <CardKicker>
        <StatusBadge vocabulary="statisticsItem" value={record.status} />
        {record.late_cancel ? <StatusBadge vocabulary="lateCancel" value="late_cancel" /> : null}
      </CardKicker>
      <CardTitle id={titleId} level={4}>
        {record.description}
      </CardTitle>
      <Facts>
        <Fact label={t('records.date')}>{formatDate(record.date, language)}</Fact>
        <Fact label={t('records.type')}>{t(`types.${record.type}`)}</Fact>
        <Fact label={t('records.rate')}>{formatMoney(record.rate, language)}</Fact>
        <Fact label={t('records.amount')}>
          {amount} {t(`unitsShort.${record.units}`)}
        </Fact>
        <Fact label={t('records.sum')}>{formatMoney(record.sum, language)}</Fact>
        {record.change_after_verify !== null && (
          <Fact label={t('records.changeAfterVerify')}>
            {record.change_after_verify > 0 ? '+' : ''}
            {formatMoney(record.change_after_verify, language)}
          </Fact>
        )}
      </Facts>
      {record.late_cancel && <Typography variant="body2">{t('records.lateCancel')}</Typography>}
      {record.status === 'need_revision' && record.review_comment && (
        <Alert severity="warning" icon={false}>
          <strong>{t('records.reviewComment')}:</strong> {record.review_comment}
        </Alert>
      )}
      {record.editable ? (
        <Box>
          <Button
            variant="outlined"
            size="small"
            onClick={onEdit}
            aria-label={t('records.editNamed', { description: record.description })}
          >
            {t('records.edit')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t(`records.locked.${record.status === 'verified' ? 'verified' : 'in_review'}`)}
        </Typography>
      )}
    </CardFrame>
  );
}
