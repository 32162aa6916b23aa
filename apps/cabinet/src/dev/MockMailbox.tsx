import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Mail = { to: string; subject: 'registration' | 'password_reset'; body: string; sentAt: string };

/** The mock school's mailbox and reset, for developers running the cabinet on mocks (mock mode only). */
export function MockMailbox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
    <>
      <Button
        variant="contained"
        color="secondary"
        size="small"
        onClick={() => {
          setOpen(true);
          void load();
        }}
      >
        {t('dev.mailbox')}
      </Button>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': t('dev.mailbox') } }}
      >
        <Box sx={{ width: { xs: '100vw', sm: 380 }, p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {t('dev.mailbox')}
            </Typography>
            <Button onClick={() => setOpen(false)}>{t('dev.close')}</Button>
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {t('dev.hint')}
          </Typography>
          {mails?.length === 0 && <Typography sx={{ mt: 2 }}>{t('dev.empty')}</Typography>}
          <List aria-label={t('dev.mailbox')}>
            {mails?.map((mail) => (
              <ListItem key={mail.sentAt + mail.to} divider sx={{ display: 'block' }}>
                <Typography variant="subtitle2">{t(`dev.subject.${mail.subject}`)}</Typography>
                <Typography variant="body2">{mail.to}</Typography>
                <Typography variant="body2">
                  {t(`dev.body.${mail.subject}`)} <strong>{mail.body}</strong>
                </Typography>
              </ListItem>
            ))}
          </List>
          <Button variant="outlined" color="error" onClick={() => void reset()}>
            {t('dev.reset')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
