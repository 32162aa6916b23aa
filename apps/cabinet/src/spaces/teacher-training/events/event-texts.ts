import type { Event, EventPerson } from '@cabinet/api/model';
import type { EventStatus } from '@cabinet/design-system/event-card';

import { inLanguage } from '../../../shared/in-language';

export const eventTitle = (event: Pick<Event, 'title' | 'title_en'>, language: string): string =>
  inLanguage(event.title, event.title_en, language);

export const personNames = (people: readonly EventPerson[], language: string): string[] =>
  people.map((person) => inLanguage(person.name, person.name_en, language));

/**
 * The status an event card shows by the clock; a place waiting for payment is a badge beside it
 * (the API reads "payment pending" until the event ends).
 */
export function clockStatus(event: Pick<Event, 'status' | 'starts_at'>, now: Date): EventStatus {
  if (event.status !== 'payment_pending') return event.status;
  return now.getTime() < new Date(event.starts_at).getTime() ? 'waiting_to_start' : 'in_progress';
}
