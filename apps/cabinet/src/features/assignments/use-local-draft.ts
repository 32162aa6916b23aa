import type { FileRef } from '@cabinet/api/model';
import { useCallback, useEffect, useRef } from 'react';
import { type DraftContent, type DraftKey, clearDraft, sameContent, writeDraft } from './local-draft';

/** How long typing may pause before the answer is written to the device. */
export const LOCAL_DRAFT_DELAY_MS = 300;

/**
 * Keeps the answer on the device as it is written (after a short pause, and at once when the page
 * is hidden or the form goes away), and forgets it once the school holds the same text and files
 * (`baseline`). `finish` forgets it for good, after the work is submitted.
 */
export function useLocalDraft(
  key: DraftKey,
  content: { text: string; files: FileRef[] },
  baseline: DraftContent,
) {
  const { userId, assignmentId, studentId, scope } = key;
  const latest = useRef({ content, baseline });
  const finished = useRef(false);

  const persist = useCallback(() => {
    if (finished.current) return;
    const draftKey = { userId, assignmentId, studentId, ...(scope ? { scope } : {}) };
    const { content: now, baseline: saved } = latest.current;
    if (sameContent(now, saved)) clearDraft(draftKey);
    else writeDraft(draftKey, now);
  }, [userId, assignmentId, studentId, scope]);

  useEffect(() => {
    latest.current = { content, baseline };
    const timer = window.setTimeout(persist, LOCAL_DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [content, baseline, persist]);

  useEffect(() => {
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [persist]);

  const finish = useCallback(() => {
    finished.current = true;
    clearDraft({ userId, assignmentId, studentId, ...(scope ? { scope } : {}) });
  }, [userId, assignmentId, studentId, scope]);

  return { persist, finish };
}
