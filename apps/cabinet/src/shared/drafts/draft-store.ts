import { clock } from '@cabinet/api/time';

/**
 * Drafts of forms, kept in the browser so that nothing typed is lost to a closed tab, a crash or a
 * session that ended on its own (docs/drafts.md). One entry per owner, form and record:
 * `formDraft:<owner>:<form>:<record>`. The owner is the signed-in user's id (or `visitor` on the
 * public pages), never the session, so signing in again finds the draft.
 */
export type DraftOwner = number | 'visitor';
export type DraftAddress = { owner: DraftOwner; form: string; record: string };
export type StoredDraft<T = unknown> = { values: T; savedAt: string };

const PREFIX = 'formDraft';

export const storageKeyOf = ({ owner, form, record }: DraftAddress): string =>
  `${PREFIX}:${owner}:${form}:${record}`;

const ownerPrefix = (owner: DraftOwner) => `${PREFIX}:${owner}:`;

/** The kept draft, or null when there is none or it cannot be read. */
export function readDraft<T>(address: DraftAddress, storage: Storage = localStorage): StoredDraft<T> | null {
  try {
    const raw = storage.getItem(storageKeyOf(address));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredDraft<T>> | null;
    if (!value || typeof value !== 'object' || !('values' in value) || typeof value.savedAt !== 'string') {
      return null;
    }
    return { values: value.values as T, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or blocked storage is ignored (the form still holds what was typed). */
export function writeDraft<T>(
  address: DraftAddress,
  values: T,
  storage: Storage = localStorage,
  now: Date = clock.now(),
): void {
  try {
    storage.setItem(storageKeyOf(address), JSON.stringify({ values, savedAt: now.toISOString() }));
  } catch {
    // Nothing to do: the form keeps the values.
  }
}

export function removeDraft(address: DraftAddress, storage: Storage = localStorage): void {
  try {
    storage.removeItem(storageKeyOf(address));
  } catch {
    // Nothing to do.
  }
}

/** The storage keys of every draft an owner keeps on this device. */
export function draftKeysOf(owner: DraftOwner, storage: Storage = localStorage): string[] {
  const keys: string[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(ownerPrefix(owner))) keys.push(key);
    }
  } catch {
    // No storage: no drafts.
  }
  return keys;
}

/** Removes every draft of an owner (an explicit sign-out that the user confirmed). */
export function removeDraftsOf(owner: DraftOwner, storage: Storage = localStorage): void {
  for (const key of draftKeysOf(owner, storage)) {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing to do.
    }
  }
}

/** Two versions of a form's values hold the same content (key order aside). */
export function sameValues(a: unknown, b: unknown): boolean {
  return stableJson(a) === stableJson(b);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
}
