import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DevDrawer } from './DevDrawer';

/** A message the mock school sent, as its mailbox lists it (the subjects as the school names them). */
type Mail = {
  to: string;
  subject: 'registration' | 'password_reset' | 'notification' | 'notification_digest';
  body: string;
  sentAt: string;
};

/** The mock school's mailbox and reset, for developers running the cabinet on mocks (mock mode only). */
export function MockMailbox() {
  const { t } = useTranslation('dev');
  const [mails, setMails] = useState<Mail[] | null>(null);
  const load = async () => {
    const answer = (await fetch('/__mock/mailbox').then((response) => response.json())) as { data: Mail[] };
    setMails(answer.data);
  };
  const reset = async () => {
    await fetch('/__mock/reset', { method: 'POST' });
    localStorage.clear();
    window.location.assign('/login');
  };
  return (
    <DevDrawer title={t('mailbox')} hint={t('hint')} onOpen={() => void load()}>
      {mails?.length === 0 && <Typography sx={{ mt: 2 }}>{t('empty')}</Typography>}
      <List aria-label={t('mailbox')}>
        {mails?.map((mail, index) => (
          // Several messages can share a second and an address (an e-mail and a digest): the order tells them apart.
          <ListItem key={`${index}-${mail.sentAt}-${mail.to}`} divider sx={{ display: 'block' }}>
            <Typography variant="subtitle2">{t(`subject.${mail.subject}`)}</Typography>
            <Typography variant="body2">{mail.to}</Typography>
            <Typography variant="body2">
              {t(`body.${mail.subject}`)} <strong>{mail.body}</strong>
            </Typography>
          </ListItem>
        ))}
      </List>
      <Button variant="outlined" color="error" onClick={() => void reset()}>
        {t('reset')}
      </Button>
    </DevDrawer>
  );
}
