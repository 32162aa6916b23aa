import { ApiError } from '@cabinet/api/http';
import type { PretestWriting } from '@cabinet/api/model';
import { savePretestWriting } from '@cabinet/api/pretests';
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextRevision } from './answer-outbox';
import { type SaveState, STOPPING } from './use-part-answers';

type Draft = { text: string; revision: number };
const keyOf = (userId: number, attemptId: number) => `placementWriting:${userId}:${attemptId}`;
const SAVE_AFTER_MS = 800;
const RETRY_MS = 5_000;

function readDraft(key: string): Draft | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
    return value && typeof value.text === 'string' && Number.isSafeInteger(value.revision) ? value : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: Draft | null) {
  try {
    if (draft) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
  } catch {
    // The text stays on the page and is still sent.
  }
}

type Options = {
  userId: number;
  attemptId: number;
  saved: PretestWriting;
  active: boolean;
  onStopped?: (code: string) => void;
};

/**
 * The writing part's text: kept on the device as it is typed and saved to the school a moment
 * after typing stops; a text the school has not confirmed is resent when the connection returns.
 */
export function useWritingDraft({ userId, attemptId, saved, active, onStopped }: Options) {
  const key = keyOf(userId, attemptId);
  const [text, setText] = useState(() => {
    const draft = readDraft(key);
    return draft && draft.revision > saved.revision ? draft.text : saved.text;
  });
  const [state, setState] = useState<SaveState>(() =>
    (readDraft(key)?.revision ?? 0) > saved.revision ? 'pending' : 'saved',
  );
  const timer = useRef<number | undefined>(undefined);
  const stopped = useRef(onStopped);
  useEffect(() => {
    stopped.current = onStopped;
  });

  const send = useCallback(async () => {
    const draft = readDraft(key);
    if (!draft || !active) return;
    setState('saving');
    try {
      const { data } = await savePretestWriting(attemptId, draft, { silent: true });
      const latest = readDraft(key);
      if (latest && latest.revision <= data.revision) writeDraft(key, null);
      setState(readDraft(key) ? 'pending' : 'saved');
    } catch (error) {
      setState('pending');
      if (error instanceof ApiError && STOPPING.has(error.code)) stopped.current?.(error.code);
    }
  }, [active, attemptId, key]);

  const change = (next: string) => {
    setText(next);
    writeDraft(key, { text: next, revision: nextRevision() });
    setState('pending');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void send(), SAVE_AFTER_MS);
  };

  useEffect(() => {
    const resend = () => void send();
    const first = window.setTimeout(resend, 0);
    window.addEventListener('online', resend);
    const retry = window.setInterval(() => {
      if (readDraft(key)) resend();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', resend);
      window.clearInterval(retry);
      window.clearTimeout(first);
      window.clearTimeout(timer.current);
    };
  }, [key, send]);

  /** Sends what is typed now, before handing the part in. */
  const saveNow = async () => {
    window.clearTimeout(timer.current);
    await send();
  };

  return { text, change, state, saveNow };
}
