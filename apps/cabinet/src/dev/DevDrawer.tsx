import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type DevDrawerProps = {
  title: string;
  hint: string;
  /** Called each time the drawer opens, to read the mock school afresh. */
  onOpen: () => void;
  children: ReactNode;
};

/** A developer panel of mock mode: a button that opens a drawer with a heading, a hint and a close button. */
export function DevDrawer({ title, hint, onOpen, children }: DevDrawerProps) {
  const { t } = useTranslation('dev');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        size="small"
        onClick={() => {
          setOpen(true);
          onOpen();
        }}
      >
        {title}
      </Button>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': title } }}
      >
        <Box sx={{ width: { xs: '100vw', sm: 380 }, p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Button onClick={() => setOpen(false)}>{t('close')}</Button>
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {hint}
          </Typography>
          {children}
        </Box>
      </Drawer>
    </>
  );
}
