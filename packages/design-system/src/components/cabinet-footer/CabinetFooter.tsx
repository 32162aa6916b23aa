import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';

export type CabinetFooterProps = {
  /** The education centre's name, as it is written in the copyright. */
  centreName: string;
  /** The year of the copyright; the current one by default. */
  year?: number;
};

/** The cabinet's footer: one copyright line. */
export function CabinetFooter({ centreName, year = new Date().getFullYear() }: CabinetFooterProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('layout.footer.copyright', { year, name: centreName })}
      </Typography>
    </Box>
  );
}
