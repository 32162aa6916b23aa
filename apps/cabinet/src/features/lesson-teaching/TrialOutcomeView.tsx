import type { TrialOutcome } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { useTranslation } from 'react-i18next';
import { PlainText, Section } from '../courses/parts';

/** A trial lesson's outcome as the company's manager reads it: the level recommended and the comment. */
export function TrialOutcomeView({ outcome }: { outcome: TrialOutcome }) {
  const { t } = useTranslation('lessonTeaching');
  return (
    <Section title={t('trial.title')}>
      <Facts>
        <Fact label={t('trial.level')}>{outcome.level ?? t('trial.noLevel')}</Fact>
        <Fact label={t('trial.comment')}>
          <PlainText text={outcome.comment || '—'} />
        </Fact>
      </Facts>
    </Section>
  );
}
