import type { PretestPartRule } from '@cabinet/api/model';
import type { TFunction } from 'i18next';

/** A name the school writes in both languages, in the interface's. */
export const localName = (
  named: { name?: string; name_en?: string; test_name?: string; test_name_en?: string },
  language: string,
) =>
  language === 'en' ? (named.name_en ?? named.test_name_en ?? '') : (named.name ?? named.test_name ?? '');

/** "Grammar 30 min · Reading 20 min · Writing 30 min · Speaking with a teacher". */
export const partsLine = (parts: readonly PretestPartRule[], t: TFunction<'placementTests'>) =>
  parts
    .map((rule) =>
      rule.minutes === null
        ? t('partTimed.untimed', { part: t(`part.${rule.part}`) })
        : t('partTimed.timed', { part: t(`part.${rule.part}`), minutes: rule.minutes }),
    )
    .join(' · ');
