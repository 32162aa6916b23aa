import { viewerTimeZone } from '@cabinet/api/time';
import { formatDateTime } from '@cabinet/design-system/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../in-language';
import type { FormDraft } from './use-form-draft';

/**
 * "Restored your unsaved draft from …": shown above a form whose draft came back from the device,
 * with a way to discard it (back to the saved version) or to close the notice and go on.
 */
export function DraftNotice({ draft }: { draft: FormDraft }) {
  const { t, i18n } = useTranslation('common');
  if (!draft.restoredFrom) return null;
  const time = formatDateTime(draft.restoredFrom, languageOf(i18n.language), viewerTimeZone());
  return (
    <Alert severity="info" role="status">
      {t('drafts.restored', { time })}
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" size="small" onClick={draft.discard}>
          {t('drafts.discard')}
        </Button>
        <Button variant="text" size="small" onClick={draft.dismiss}>
          {t('drafts.keep')}
        </Button>
      </Stack>
    </Alert>
  );
}
