import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { visuallyHidden } from '../../internal/field-state';
import type { PasswordRuleState } from './passwordRules';

type PasswordRuleListProps = { id: string; rules: PasswordRuleState[] };

/**
 * The rules of a new password, each saying in words and by its icon whether it is met; a polite
 * status announces the count of met rules when it changes, not every keystroke.
 */
export function PasswordRuleList({ id, rules }: PasswordRuleListProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const met = rules.filter((state) => state.met).length;
  return (
    <Box sx={{ mt: -1 }}>
      <Typography id={id} variant="body2" color="textSecondary" component="div">
        <span>{t('forms.passwordField.rulesTitle')}</span>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
          {rules.map(({ rule, met: ruleMet }) => (
            <Box
              component="li"
              key={rule}
              data-met={ruleMet}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}
            >
              {ruleMet ? (
                <CheckCircleIcon
                  fontSize="small"
                  sx={(theme) => ({ color: theme.palette.status.success.fg })}
                />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" />
              )}
              <Box component="span" sx={{ color: ruleMet ? 'text.primary' : 'text.secondary' }}>
                {t(`forms.passwordField.rules.${rule}`)}
                <Box component="span" sx={visuallyHidden}>
                  {` (${t(ruleMet ? 'forms.passwordField.met' : 'forms.passwordField.notMet')})`}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </Typography>
      <Box role="status" sx={visuallyHidden}>
        {t('forms.passwordField.progress', { met, total: rules.length })}
      </Box>
    </Box>
  );
}
