import { PUBLIC_FACTS, agesOf } from '@cabinet/api/rules/public-facts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const LANGUAGES = ['uk', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };
const texts = (language: Language, file: string): Tree =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'locales', language, `${file}.json`), 'utf8'),
  ) as Tree;
const at = (tree: Tree, key: string): string => {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`No text at ${key}`);
  return value;
};

/** How each language names a payment method in a sentence; a method the source adds needs its words. */
const METHOD_WORDS: Record<string, Record<Language, string>> = {
  cash: { uk: 'готівкою', en: 'cash' },
  card: { uk: 'карткою', en: 'card' },
  company_account: { uk: 'рахунку компанії', en: 'company account' },
};
/** How each language says how long a frozen payment lasts, by its months. */
const VALIDITY_WORDS: Record<number, Record<Language, string>> = {
  12: { uk: 'протягом року', en: 'within a year' },
};
const percent = (value: number, language: Language) => (language === 'uk' ? `${value} %` : `${value}%`);

describe('the public facts the interface states agree with their one source', () => {
  it.each(LANGUAGES)('the catalogue’s facts in %s', (language) => {
    const catalogue = texts(language, 'catalogue');
    const fact = (key: string) => at(catalogue, `facts.${key}`);
    expect(fact('price')).toContain(String(PUBLIC_FACTS.lowestGroupLesson.minutes));
    for (const method of PUBLIC_FACTS.paymentMethods) {
      expect(fact('payment')).toContain(METHOD_WORDS[method]![language]);
    }
    expect(fact('wholeCourse')).toContain(percent(PUBLIC_FACTS.discounts.wholeCoursePercent, language));
    expect(fact('friend')).toContain(percent(PUBLIC_FACTS.discounts.bringAFriendPercent, language));
    expect(fact('groupSize')).toContain(String(PUBLIC_FACTS.groupSizeMax));
    expect(fact('freeze')).toContain(VALIDITY_WORDS[PUBLIC_FACTS.freeze.validMonths]![language]);
    expect(fact('refund')).toContain(`${PUBLIC_FACTS.refundWindowDays} `);
    expect(fact('levels')).toContain(PUBLIC_FACTS.levels.from);
    expect(fact('levels')).toContain(PUBLIC_FACTS.levels.to);
  });

  it.each(LANGUAGES)('the audiences’ ages and the group size wherever %s texts name them', (language) => {
    for (const audience of ['kids', 'teenagers'] as const) {
      expect(at(texts(language, 'catalogue'), `audience.${audience}.text`)).toContain(agesOf(audience));
      expect(at(texts(language, 'catalogue'), `audienceName.${audience}`)).toContain(agesOf(audience));
      expect(at(texts(language, 'courses'), `audience.${audience}`)).toContain(agesOf(audience));
    }
    expect(at(texts(language, 'placementTests'), 'audience.teenagers')).toContain(agesOf('teenagers'));
    expect(at(texts(language, 'apiErrors'), 'group_full')).toContain(String(PUBLIC_FACTS.groupSizeMax));
  });

  it('the rules page', () => {
    const rules = readFileSync(path.join(root, 'docs/rules-and-limits.md'), 'utf8');
    const section = rules.slice(
      rules.indexOf('## Public facts'),
      rules.indexOf('\n## ', rules.indexOf('## Public facts') + 1),
    );
    const { lowestGroupLesson, discounts } = PUBLIC_FACTS;
    expect(section).toContain(`${lowestGroupLesson.priceUah} UAH per ${lowestGroupLesson.minutes} minutes`);
    expect(section).toContain(`${discounts.wholeCoursePercent} % off for paying the whole course`);
    expect(section).toContain(`${discounts.bringAFriendPercent} % for`);
    expect(section).toContain(`at most ${PUBLIC_FACTS.groupSizeMax} students a group`);
    expect(section).toContain(`first ${PUBLIC_FACTS.refundWindowDays} days`);
    expect(section).toContain(`levels ${PUBLIC_FACTS.levels.from} to ${PUBLIC_FACTS.levels.to}`);
    expect(section).toContain(`kids ${agesOf('kids')}, teens ${agesOf('teenagers')}`);
  });
});
