import { describe, expect, it } from 'vitest';
import { cardFlags, categoryCounts, sortCards } from './handbook';

const visit = '2026-11-10T09:00:00.000+02:00';
const card = (published: string, updated = published) => ({
  published_at: `2026-11-${published}T10:00:00.000+02:00`,
  updated_at: `2026-11-${updated}T10:00:00.000+02:00`,
});

describe('new and updated cards (by the last visit or a date)', () => {
  it('marks a card published after the visit new, never also updated', () => {
    expect(cardFlags(card('12'), visit)).toEqual({ is_new: true, is_updated: false });
    expect(cardFlags(card('12', '14'), visit)).toEqual({ is_new: true, is_updated: false });
  });

  it('marks a card published before and changed after the visit updated', () => {
    expect(cardFlags(card('01', '12'), visit)).toEqual({ is_new: false, is_updated: true });
  });

  it('marks a card unchanged since the visit neither', () => {
    expect(cardFlags(card('01', '05'), visit)).toEqual({ is_new: false, is_updated: false });
  });

  it('counts every card new before the first visit', () => {
    expect(cardFlags(card('01'), null)).toEqual({ is_new: true, is_updated: false });
  });
});

describe('the order and the counts of a category', () => {
  const flagged = [
    { id: 1, ...card('01', '02'), ...cardFlags(card('01', '02'), visit) },
    { id: 2, ...card('01', '12'), ...cardFlags(card('01', '12'), visit) },
    { id: 3, ...card('11'), ...cardFlags(card('11'), visit) },
    { id: 4, ...card('13'), ...cardFlags(card('13'), visit) },
  ];

  it('puts new cards first, then updated, then the rest, latest first', () => {
    expect(sortCards(flagged).map((c) => c.id)).toEqual([4, 3, 2, 1]);
  });

  it('counts new and updated cards', () => {
    expect(categoryCounts(flagged)).toEqual({
      cards_count: 4,
      new_count: 2,
      updated_count: 1,
      has_new: true,
      has_updated: true,
    });
    expect(categoryCounts([]).has_new).toBe(false);
  });
});
