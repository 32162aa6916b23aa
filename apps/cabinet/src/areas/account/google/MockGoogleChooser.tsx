import { apiReady } from '@cabinet/api/http';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../shared/PageLoading';

type Account = { email: string; name: string };

type MockGoogleChooserProps = {
  onChoose: (credential: string) => void;
  /** While a sign-in runs: nothing more can be chosen. */
  disabled?: boolean;
};

/** Mock mode: Google's account chooser, offering the mock school's accounts. */
export function MockGoogleChooser({ onChoose, disabled = false }: MockGoogleChooserProps) {
  const { t } = useTranslation('auth');
  const accounts = useQuery({
    queryKey: ['mock', 'google-accounts'],
    queryFn: async () =>
      (
        (await apiReady()
          .then(() => fetch('/__mock/google-accounts'))
          .then((answer) => answer.json())) as { data: Account[] }
      ).data,
  });
  if (!accounts.data) return <PageLoading />;
  return (
    <List aria-label={t('google.chooseAccount')}>
      {accounts.data.map((account) => (
        <ListItem key={account.email} disablePadding>
          <ListItemButton disabled={disabled} onClick={() => onChoose(`mock-google:${account.email}`)}>
            <ListItemText primary={account.name} secondary={account.email} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
