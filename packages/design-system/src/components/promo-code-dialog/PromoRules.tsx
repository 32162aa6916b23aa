import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type PromoRulesProps = {
  /** The offer's terms: one short text or a list of points. */
  rules: string | readonly string[];
};

/** The terms of a partner offer, as a paragraph or a bulleted list. */
export function PromoRules({ rules }: PromoRulesProps) {
  if (typeof rules === 'string') {
    return (
      <Typography variant="body2" color="textSecondary">
        {rules}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
      {rules.map((rule, index) => (
        <li key={`${index}-${rule}`}>{rule}</li>
      ))}
    </Box>
  );
}
