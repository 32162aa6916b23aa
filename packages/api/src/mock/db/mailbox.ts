/** E-mails the mock school "sends": registration passwords and reset links. */
export type Mail = { to: string; subject: 'registration' | 'password_reset'; body: string; sentAt: string };

export const mailbox = {
  messages: [] as Mail[],
  send(mail: Omit<Mail, 'sentAt'>): void {
    this.messages.push({ ...mail, sentAt: new Date().toISOString() });
  },
  reset(): void {
    this.messages = [];
  },
};
