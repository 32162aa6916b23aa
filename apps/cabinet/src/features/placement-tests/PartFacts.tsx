import type { PretestPartResult } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './format';

/** A part's level as a result shows it: the level, "not enough text", "not assessed yet" or its status. */
export const partLevelText = (part: PretestPartResult, t: TFunction<'placementTests'>): string =>
  part.status === 'done'
    ? (part.level ??
      (part.assessment === 'not_enough_text' ? t('result.notEnoughText') : t('result.noLevel')))
    : t(`result.status.${part.status}`);

/** A part's result: its level, score, words and the time it took. */
export function PartFacts({ part }: { part: PretestPartResult }) {
  const { t } = useTranslation('placementTests');
  if (part.status !== 'done') {
    return <Typography>{t(`result.status.${part.status}`)}</Typography>;
  }
  return (
    <Facts>
      <Fact label={t('result.level')}>{partLevelText(part, t)}</Fact>
      {part.score !== null && part.max_score !== null && (
        <Fact label={t('result.score')}>
          {t('result.scoreOf', { score: part.score, max: part.max_score })}
        </Fact>
      )}
      {part.words !== null && <Fact label={t('result.words')}>{part.words}</Fact>}
      {part.seconds_used !== null && (
        <Fact label={t('result.time')}>
          {formatDuration(part.seconds_used)}
          {part.time_up ? ` · ${t('result.timeUp')}` : ''}
        </Fact>
      )}
    </Facts>
  );
}
