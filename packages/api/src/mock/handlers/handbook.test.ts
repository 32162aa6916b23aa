import { describe, expect, it } from 'vitest';
import {
  getHandbookCategory,
  listHandbookCards,
  listHandbookCategories,
  markHandbookVisited,
} from '../../generated/handbook/handbook';
import {
  GetHandbookCategoryResponse,
  ListHandbookCardsResponse,
  ListHandbookCategoriesResponse,
  MarkHandbookVisitedResponse,
} from '../../generated/zod/handbook/handbook';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const categories = async (since?: string) =>
  ListHandbookCategoriesResponse.parse(await listHandbookCategories(since ? { since } : undefined)).data;

describe('listHandbookCategories', () => {
  it('shows the categories with their cards counted, some with new and some with updated cards', async () => {
    await signIn('teacher@demo.school');
    const list = await categories();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((c) => c.cards_count > 0 && c.name && c.name_en)).toBe(true);
    expect(list.some((c) => c.has_new)).toBe(true);
    expect(list.some((c) => c.has_updated)).toBe(true);
    expect(list.every((c) => c.has_new === c.new_count > 0 && c.has_updated === c.updated_count > 0)).toBe(
      true,
    );
  });

  it('counts against a date when asked: all new since long ago, none since tomorrow', async () => {
    await signIn('teacher@demo.school');
    const old = await categories('2020-01-01');
    expect(old.every((c) => c.new_count === c.cards_count && c.updated_count === 0)).toBe(true);
    const future = await categories('2099-01-01');
    expect(future.every((c) => !c.has_new && !c.has_updated)).toBe(true);
    await expectError(
      listHandbookCategories({ since: 'yesterday' }, silent),
      422,
      'validation_failed',
      'since',
    );
  });

  it('clears the flags once the visit is recorded', async () => {
    await signIn('teacher@demo.school');
    const visit = MarkHandbookVisitedResponse.parse(await markHandbookVisited()).data;
    expect(Date.parse(visit.last_visit_at ?? '')).toBeLessThanOrEqual(Date.now());
    expect((await categories()).every((c) => !c.has_new && !c.has_updated)).toBe(true);
  });

  it('is open to teachers, tutors and corporate teachers; others are refused', async () => {
    for (const who of ['dos@demo.school', 'tutor@demo.school', 'corp.teacher@demo.school']) {
      await signIn(who);
      expect((await categories()).length).toBeGreaterThan(0);
    }
    for (const who of ['student@demo.school', 'hr@demo.school']) {
      await signIn(who);
      await expectError(listHandbookCategories(undefined, silent), 403, 'forbidden');
    }
  });
});

describe('a category and its cards', () => {
  it('lists the cards new first, then updated, with HTML bodies, attachments and links', async () => {
    await signIn('teacher@demo.school');
    const withBoth = (await categories()).find((c) => c.has_new && c.has_updated) ?? (await categories())[0];
    if (!withBoth) throw new Error('seed');
    const category = GetHandbookCategoryResponse.parse(await getHandbookCategory(withBoth.id)).data;
    expect(category).toEqual(withBoth);
    const cards = ListHandbookCardsResponse.parse(await listHandbookCards(category.id)).data;
    expect(cards).toHaveLength(category.cards_count);
    const rank = (c: (typeof cards)[number]) => (c.is_new ? 0 : c.is_updated ? 1 : 2);
    expect(cards.map(rank)).toEqual(cards.map(rank).sort());
    expect(cards.every((c) => !(c.is_new && c.is_updated) && c.category_id === category.id)).toBe(true);
    expect(cards.every((c) => c.body.includes('<') && c.body_en.includes('<'))).toBe(true);
    expect(cards.filter((c) => c.is_new).length).toBe(category.new_count);
  });

  it('has cards with attachments and links somewhere in the handbook', async () => {
    await signIn('teacher@demo.school');
    const all = [];
    for (const category of await categories())
      all.push(...ListHandbookCardsResponse.parse(await listHandbookCards(category.id)).data);
    expect(all.some((c) => c.attachments.length > 0)).toBe(true);
    expect(all.some((c) => c.links.length > 0)).toBe(true);
  });

  it('answers 404 for an unknown category', async () => {
    await signIn('teacher@demo.school');
    await expectError(getHandbookCategory(999, undefined, silent), 404, 'not_found');
    await expectError(listHandbookCards(999, undefined, silent), 404, 'not_found');
  });
});
