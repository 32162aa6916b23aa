import type { ScheduleSlot } from '@cabinet/api/model';

import { type Language, inLanguage } from '../../shared/in-language';

/** The text in the interface's language: the English one when it is there and English is chosen. */
export const pick = inLanguage;

/** An ISO weekday (1 Monday ... 7 Sunday) as a short name: "Ср", "Wed". */
export function weekdayName(weekday: number, language: Language): string {
  // 1 January 2024 was a Monday.
  const day = new Date(Date.UTC(2024, 0, weekday));
  const name = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk', {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(day);
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** "19:30" plus some minutes, on a 24-hour clock. */
export function endTime(start: string, minutes: number): string {
  const [hours = 0, mins = 0] = start.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A weekly timetable as wall-clock time in the school's zone; slots at the same time are joined:
 * "Ср, Пт 19:30–21:00", "Вт 08:30–10:00; Сб 10:00–11:30".
 */
export function scheduleText(slots: readonly ScheduleSlot[], language: Language): string {
  const byTime = new Map<string, number[]>();
  for (const slot of [...slots].sort((a, b) => a.weekday - b.weekday)) {
    const time = `${slot.start_time}–${endTime(slot.start_time, slot.duration_minutes)}`;
    byTime.set(time, [...(byTime.get(time) ?? []), slot.weekday]);
  }
  return [...byTime]
    .map(([time, days]) => `${days.map((day) => weekdayName(day, language)).join(', ')} ${time}`)
    .join('; ');
}
