import { describe, expect, it } from 'vitest';
import en from './locales/en/cards.json';
import uk from './locales/uk/cards.json';

const UK_PLURALS = ['one', 'few', 'many', 'other'];
const EN_PLURALS = ['one', 'other'];

/** Every key of a nested object as a dotted path. */
function paths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => paths(inner, prefix ? `${prefix}.${key}` : key));
}

/** Keys with their plural suffix removed, and the suffixes each plural key has. */
function grouped(keys: string[], forms: string[]) {
  const plurals = new Map<string, string[]>();
  const plain = new Set<string>();
  for (const key of keys) {
    const match = /^(.*)_([a-z]+)$/.exec(key);
    if (match?.[1] && match[2] && forms.includes(match[2])) {
      plurals.set(match[1], [...(plurals.get(match[1]) ?? []), match[2]]);
    } else {
      plain.add(key);
    }
  }
  return { plain, plurals };
}

describe('the cards texts', () => {
  const ukKeys = grouped(paths(uk), UK_PLURALS);
  const enKeys = grouped(paths(en), EN_PLURALS);

  it('have the same keys in Ukrainian and English', () => {
    expect([...ukKeys.plain].sort()).toEqual([...enKeys.plain].sort());
    expect([...ukKeys.plurals.keys()].sort()).toEqual([...enKeys.plurals.keys()].sort());
  });

  it('give every plural all the forms of its language', () => {
    for (const [key, forms] of ukKeys.plurals) expect(forms.sort(), key).toEqual([...UK_PLURALS].sort());
    for (const [key, forms] of enKeys.plurals) expect(forms.sort(), key).toEqual([...EN_PLURALS].sort());
  });

  it('leave no text empty', () => {
    const texts = [uk, en].flatMap((all) => paths(all).map((path) => ({ path, all })));
    for (const { path, all } of texts) {
      const text = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], all);
      expect(typeof text === 'string' && text.trim() !== '', path).toBe(true);
    }
  });
});
