import type { FileRef } from '@cabinet/api/model';
import { clock } from '@cabinet/api/time';

/**
 * The answer being written, kept in the browser at once so nothing typed is lost (a reload, a
 * failed submit, a logout): keyed by the signed-in user, the assignment and the student whose
 * work it is, never by the session, so signing in again finds it.
 */
export type LocalDraft = { text: string; files: FileRef[]; savedAt: string };
export type DraftContent = { text: string; files: readonly Pick<FileRef, 'id'>[] };
export type DraftKey = {
  userId: number;
  assignmentId: number;
  studentId: number;
  /** The kind of work when it is not a homework task (a trainee's course task): its ids are its own. */
  scope?: 'courseTask';
};

const PREFIX = 'assignmentDraft';

export const draftKey = ({ userId, assignmentId, studentId, scope }: DraftKey): string =>
  `${PREFIX}:${scope ? `${scope}:` : ''}${userId}:${assignmentId}:${studentId}`;

const isFileRef = (value: unknown): value is FileRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileRef).id === 'number' &&
  typeof (value as FileRef).name === 'string';

/** The kept draft, or null when there is none (or it cannot be read). */
export function readDraft(key: DraftKey, storage: Storage = localStorage): LocalDraft | null {
  try {
    const raw = storage.getItem(draftKey(key));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof value.text !== 'string') return null;
    const files = Array.isArray(value.files) ? value.files.filter(isFileRef) : [];
    return { text: value.text, files, savedAt: typeof value.savedAt === 'string' ? value.savedAt : '' };
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or blocked storage is ignored (the form still holds the text). */
export function writeDraft(
  key: DraftKey,
  content: { text: string; files: FileRef[] },
  storage: Storage = localStorage,
  now: Date = clock.now(),
): void {
  try {
    storage.setItem(draftKey(key), JSON.stringify({ ...content, savedAt: now.toISOString() }));
  } catch {
    // Nothing to do: the text stays in the form.
  }
}

export function clearDraft(key: DraftKey, storage: Storage = localStorage): void {
  try {
    storage.removeItem(draftKey(key));
  } catch {
    // Nothing to do.
  }
}

const fileIds = (files: readonly Pick<FileRef, 'id'>[]) => files.map((file) => file.id).join(',');

/** Whether two versions of the answer hold the same text and the same files in the same order. */
export const sameContent = (a: DraftContent, b: DraftContent): boolean =>
  a.text === b.text && fileIds(a.files) === fileIds(b.files);

/**
 * What an answer's form starts from: the version kept on the device when it differs from the
 * school's (`local` says so, for the notice), else the school's.
 */
export function startingPoint(key: DraftKey, server: { text: string; files: FileRef[] }) {
  const local = readDraft(key);
  return local && !sameContent(local, server)
    ? { values: { text: local.text, files: local.files }, local }
    : { values: server, local: null };
}
