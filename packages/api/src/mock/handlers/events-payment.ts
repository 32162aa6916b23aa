import { eventRegistrations } from '../db/event-registrations';
import { registrationAfterPayment } from '../rules/events';

/** A paid order's event line: the place it pays for turns from waiting for payment to paid. */
export function eventPlacePaid(registrationId: number): void {
  const registration = eventRegistrations.byId(registrationId);
  const status = registration && registrationAfterPayment(registration.status);
  if (!registration || !status) return;
  registration.status = status;
  eventRegistrations.save();
}
