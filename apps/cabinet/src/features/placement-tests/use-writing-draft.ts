import { ApiError } from '@cabinet/api/http';
import type { PretestWriting } from '@cabinet/api/model';
import { savePretestWriting } from '@cabinet/api/pretests';
import { useCallback, useEffect, useRef, useState } from 'react';
import { placementOutbox } from './answer-outbox';
import { type SaveState, STOPPING } from './use-part-answers';
import { draftKey, readDraft, writeDraft } from './writing-draft';

const SAVE_AFTER_MS = 800;
const RETRY_MS = 5_000;

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
  const key = draftKey(userId, attemptId);
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
    writeDraft(key, { text: next, revision: placementOutbox.nextRevision() });
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
