import { forgetTable, loadTable, saveTable } from './persist';
import * as clock from '../../time/clock';

/** E-mails the mock school "sends": registration passwords and reset links. */
export type Mail = {
  to: string;
  subject: 'registration' | 'password_reset' | 'notification' | 'notification_digest';
  body: string;
  sentAt: string;
};

const TABLE = 'mailbox';

export const mailbox = {
  messages: loadTable<Mail>(TABLE) ?? ([] as Mail[]),
  send(mail: Omit<Mail, 'sentAt'>): void {
    this.messages.push({ ...mail, sentAt: clock.now().toISOString() });
    saveTable(TABLE, this.messages);
  },
  reset(): void {
    this.messages = [];
    forgetTable(TABLE);
  },
};
