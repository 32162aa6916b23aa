import type { CompanyEmployee, CompanyEmployeeBulkAction } from '@cabinet/api/model';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Selection } from './use-selection';

export const BULK_ACTIONS: readonly CompanyEmployeeBulkAction[] = [
  'deactivate',
  'restore',
  'assign_placement_test',
];

type BulkBarProps = {
  selection: Selection;
  /** The rows of the page on screen. */
  page: readonly CompanyEmployee[];
  /** A preview is being asked for. */
  busy: boolean;
  onAction: (action: CompanyEmployeeBulkAction) => void;
};

/** How many are chosen, choosing the page, and the actions on everyone chosen. */
export function BulkBar({ selection, page, busy, onAction }: BulkBarProps) {
  const { t } = useTranslation('companyStudents');
  const count = selection.chosen.size;
  const onPage = page.filter((row) => selection.has(row.id)).length;
  return (
    <Paper variant="outlined" component="section" aria-label={t('bulk.region')} sx={{ p: 1.5, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={page.length > 0 && onPage === page.length}
              indeterminate={onPage > 0 && onPage < page.length}
              onChange={() => selection.togglePage(page)}
              disabled={page.length === 0}
            />
          }
          label={t('bulk.selectPage')}
        />
        <Typography role="status" sx={{ flexGrow: 1 }}>
          {count === 0 ? t('bulk.none') : t('bulk.chosen', { count })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {BULK_ACTIONS.map((action) => (
            <Button
              key={action}
              variant="outlined"
              color={action === 'deactivate' ? 'error' : 'primary'}
              disabled={count === 0 || busy}
              onClick={() => onAction(action)}
              sx={{ minHeight: 40 }}
            >
              {t(`bulk.action.${action}`)}
            </Button>
          ))}
          {count > 0 && (
            <Button variant="text" onClick={selection.clear} sx={{ minHeight: 40 }}>
              {t('bulk.clear')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
