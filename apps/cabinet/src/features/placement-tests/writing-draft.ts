/**
 * The writing part's text not yet confirmed by the school, kept on the device as it is typed:
 * keyed by the user and the attempt, with the revision that orders it (the school keeps the highest).
 */
export type WritingDraft = { text: string; revision: number };

const PREFIX = 'placementWriting';

export const draftKey = (userId: number, attemptId: number) => `${PREFIX}:${userId}:${attemptId}`;

export function readDraft(key: string): WritingDraft | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as WritingDraft | null;
    return value && typeof value.text === 'string' && Number.isSafeInteger(value.revision) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: WritingDraft | null): void {
  try {
    if (draft) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
  } catch {
    // The text stays on the page and is still sent.
  }
}

/** The keys of the drafts kept for an attempt (any user of this device). */
export function draftKeysOf(attemptId: number): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '').filter(
      (key) => {
        const [prefix, , attempt] = key.split(':');
        return prefix === PREFIX && attempt === String(attemptId);
      },
    );
  } catch {
    return [];
  }
}
