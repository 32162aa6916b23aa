import type { Club } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { suggestedClubs } from './club-rules';

type BookingRefusalProps = {
  error: unknown;
  /** How a suggested club is shown (a card with its own actions). */
  renderSuggestion: (club: Club) => ReactNode;
};

/**
 * Why the server refused a booking, translated (free place used, club full, no
 * longer enabled, already registered, not a group student); a full club lists up to three others.
 */
export function BookingRefusal({ error, renderSuggestion }: BookingRefusalProps) {
  const { t } = useTranslation('clubs');
  const suggestions = suggestedClubs(error);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Alert severity="warning">{errorMessage(error)}</Alert>
      {suggestions.length > 0 ? (
        <Box component="section" aria-label={t('actions.suggestions')}>
          <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
            {t('actions.suggestions')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {suggestions.map((club) => (
              <li key={club.id}>{renderSuggestion(club)}</li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
