import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useDraftOwner } from './draft-owner';
import { type DraftAddress, readDraft, removeDraft, sameValues, writeDraft } from './draft-store';

/** How long typing may pause before the draft is written to the device. */
export const DRAFT_DELAY_MS = 300;

export type DraftRecord = string | number | readonly (string | number)[];

type FormDraftOptions<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The form's name, the same on every page that shows it (`moduleFeedback`). */
  name: string;
  /** The record the form edits (its id, or ids), so two records keep two drafts; key the form by it. */
  record: DraftRecord;
  /** Off while the form cannot be edited: nothing is restored or kept. */
  enabled?: boolean;
};

export type FormDraft = {
  /** When the restored draft was kept, while its notice shows; null when nothing was restored. */
  restoredFrom: string | null;
  /** The school now holds what was sent: the draft goes (`sent`: the values sent, else the form's). */
  clear: (sent?: unknown) => void;
  /** Back to the school's version: the form resets and the draft goes. */
  discard: () => void;
  /** The notice is closed; the restored values stay in the form. */
  dismiss: () => void;
};

/**
 * One draft mechanism for every long form (docs/drafts.md): what differs from the school's version
 * (the form's default values) is kept on the device a moment after typing stops, at once when the
 * page is hidden and when the form goes away; a kept draft is put back in the form on the next
 * visit, with `restoredFrom` for its notice; a successful save clears it.
 */
export function useFormDraft<T extends FieldValues>({
  form,
  name,
  record,
  enabled = true,
}: FormDraftOptions<T>): FormDraft {
  const owner = useDraftOwner();
  // Nothing is read or kept while the form cannot be edited or its owner is not known yet.
  const active = enabled && owner !== null;
  const recordKey = typeof record === 'object' ? record.join(':') : String(record);
  const address = useMemo<DraftAddress>(
    () => ({ owner: owner ?? 'visitor', form: name, record: recordKey }),
    [owner, name, recordKey],
  );
  /** The draft kept on an earlier visit, unless the school holds the same. */
  const restorable = () => {
    const stored = readDraft<T>(address);
    return stored && !sameValues(stored.values, form.formState.defaultValues) ? stored : null;
  };
  // Read once, when the form first can be edited: a form shows one record while it is mounted.
  const [start, setStart] = useState(() => ({ read: active, kept: active ? restorable() : null }));
  const [restoredFrom, setRestoredFrom] = useState(start.kept?.savedAt ?? null);
  if (active && !start.read) {
    const kept = restorable();
    setStart({ read: true, kept });
    setRestoredFrom(kept?.savedAt ?? null);
  }
  const applied = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  /** The values the school holds after the last save, when the form was not reset to them. */
  const settled = useRef<unknown>(undefined);

  const persist = useCallback(() => {
    window.clearTimeout(timer.current);
    const { getValues, formState } = form;
    const values = getValues();
    const unchanged =
      sameValues(values, formState.defaultValues) ||
      (settled.current !== undefined && sameValues(values, settled.current));
    if (unchanged) removeDraft(address);
    else if (!sameValues(readDraft(address)?.values, values)) writeDraft(address, values);
  }, [address, form]);

  // The kept draft comes back into the form once (the school's version stays its default values);
  // one the school already holds is dropped.
  useEffect(() => {
    if (!start.read || applied.current) return;
    applied.current = true;
    if (start.kept) form.reset(start.kept.values, { keepDefaultValues: true });
    else removeDraft(address);
  }, [start, form, address]);

  useEffect(() => {
    if (!active) return;
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(persist, DRAFT_DELAY_MS);
      },
    });
    window.addEventListener('pagehide', persist);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', persist);
      persist();
    };
  }, [active, form, persist]);

  const clear = useCallback(
    (sent?: unknown) => {
      window.clearTimeout(timer.current);
      settled.current = structuredClone(sent ?? form.getValues());
      removeDraft(address);
      setRestoredFrom(null);
    },
    [address, form],
  );

  const discard = useCallback(() => {
    window.clearTimeout(timer.current);
    removeDraft(address);
    setRestoredFrom(null);
    form.reset();
  }, [address, form]);

  const dismiss = useCallback(() => setRestoredFrom(null), []);

  return { restoredFrom, clear, discard, dismiss };
}
