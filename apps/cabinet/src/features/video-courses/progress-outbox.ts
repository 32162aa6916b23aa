import { clock } from '@cabinet/api/time';
import { type Stretch, mergeStretches, withoutStretches } from './played-stretches';

/**
 * Reports of watching not yet confirmed by the school, kept on the device per user and video
 * (docs/rules-and-limits.md#video-progress): every report goes here first and leaves only once the
 * school has it, so a dropped connection, a failed call, a reload or a closed tab loses nothing.
 * One entry per video: the stretches of all its waiting reports, merged, and the latest position.
 */
export type KeptReport = { position: number; played: Stretch[]; revision: number };
export type ReportKey = { userId: number; courseId: number; videoId: number };

const PREFIX = 'videoProgress';
const keyOf = ({ userId, courseId, videoId }: ReportKey) => `${PREFIX}:${userId}:${courseId}:${videoId}`;

const isStretch = (value: unknown): value is Stretch =>
  Array.isArray(value) &&
  value.length === 2 &&
  value.every((second) => Number.isSafeInteger(second) && (second as number) >= 0);

function parse(raw: string | null): KeptReport | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<KeptReport> | null;
    if (!value || !Number.isSafeInteger(value.position) || !Number.isSafeInteger(value.revision)) return null;
    const played = Array.isArray(value.played) ? value.played.filter(isStretch) : [];
    return {
      position: value.position as number,
      revision: value.revision as number,
      played: mergeStretches(played),
    };
  } catch {
    return null;
  }
}

export function readKept(key: ReportKey, storage: Storage = localStorage): KeptReport | null {
  try {
    return parse(storage.getItem(keyOf(key)));
  } catch {
    return null;
  }
}

function write(key: ReportKey, report: KeptReport | null, storage: Storage): void {
  try {
    if (report) storage.setItem(keyOf(key), JSON.stringify(report));
    else storage.removeItem(keyOf(key));
  } catch {
    // A full or blocked storage: the report is still sent from the page.
  }
}

/** Adds a report to what waits for its video: the stretches joined, the newer position kept. */
export function keepReport(key: ReportKey, report: KeptReport, storage: Storage = localStorage): KeptReport {
  const kept = readKept(key, storage);
  const newer = !kept || report.revision >= kept.revision ? report : kept;
  const merged = {
    position: newer.position,
    revision: newer.revision,
    played: mergeStretches([...(kept?.played ?? []), ...report.played]),
  };
  write(key, merged, storage);
  return merged;
}

/**
 * Takes out what the school confirmed: the stretches sent, and the entry itself once nothing
 * newer than the sent report waits.
 */
export function confirmReport(
  key: ReportKey,
  sent: Pick<KeptReport, 'played' | 'revision'>,
  storage: Storage = localStorage,
): KeptReport | null {
  const kept = readKept(key, storage);
  if (!kept) return null;
  const played = withoutStretches(kept.played, sent.played);
  const left = played.length === 0 && kept.revision <= sent.revision ? null : { ...kept, played };
  write(key, left, storage);
  return left;
}

/** Forgets a video's waiting reports (the school refused them for good). */
export const dropReport = (key: ReportKey, storage: Storage = localStorage): void =>
  write(key, null, storage);

/** Every video of a user with reports waiting on this device. */
export function keptOf(
  userId: number,
  storage: Storage = localStorage,
): (ReportKey & { report: KeptReport })[] {
  const found: (ReportKey & { report: KeptReport })[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index) ?? '';
      const [prefix, user, course, video, ...rest] = name.split(':');
      if (prefix !== PREFIX || Number(user) !== userId || rest.length > 0) continue;
      const key = { userId, courseId: Number(course), videoId: Number(video) };
      const report = parse(storage.getItem(name));
      if (report && Number.isSafeInteger(key.courseId) && Number.isSafeInteger(key.videoId)) {
        found.push({ ...key, report });
      }
    }
  } catch {
    // No storage: nothing waits on the device.
  }
  return found;
}

/**
 * A revision that grows with every report on this device, across reloads and tabs: the school
 * keeps the position of the highest, so a late resend never moves it back.
 */
export function nextRevision(storage: Storage = localStorage, now = clock.nowMs()): number {
  const KEY = `${PREFIX}Revision`;
  let last = 0;
  try {
    last = Number(storage.getItem(KEY)) || 0;
  } catch {
    // No storage: the time alone orders the reports.
  }
  const next = Math.max(now, last + 1);
  try {
    storage.setItem(KEY, String(next));
  } catch {
    // As above.
  }
  return next;
}
