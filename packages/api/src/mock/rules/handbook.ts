/** What the flags read of a handbook card. */
export type CardDates = { published_at: string; updated_at: string };

/**
 * A card is new when published after the viewer's last visit (or the date asked), updated when
 * published before and changed after it; never both. Before the first visit every card is new.
 */
export function cardFlags(card: CardDates, since: string | null): { is_new: boolean; is_updated: boolean } {
  if (since === null) return { is_new: true, is_updated: false };
  const from = Date.parse(since);
  const isNew = Date.parse(card.published_at) > from;
  return { is_new: isNew, is_updated: !isNew && Date.parse(card.updated_at) > from };
}

/** A category's cards in order: new first, then updated, then the rest; each group latest change first. */
export function sortCards<T extends CardDates & { is_new: boolean; is_updated: boolean; id: number }>(
  cards: readonly T[],
): T[] {
  const rank = (card: T) => (card.is_new ? 0 : card.is_updated ? 1 : 2);
  return [...cards].sort(
    (a, b) => rank(a) - rank(b) || Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.id - a.id,
  );
}

/** The counts of a category from its flagged cards. */
export function categoryCounts(cards: readonly { is_new: boolean; is_updated: boolean }[]) {
  const newCount = cards.filter((card) => card.is_new).length;
  const updatedCount = cards.filter((card) => card.is_updated).length;
  return {
    cards_count: cards.length,
    new_count: newCount,
    updated_count: updatedCount,
    has_new: newCount > 0,
    has_updated: updatedCount > 0,
  };
}
