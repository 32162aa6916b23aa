import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from './use-api-error-text';

type FormFeedbackProps = {
  /** Shown once the form was saved; announced politely. */
  success?: string | false | undefined;
  /** The failed call, whose message is shown and announced at once. */
  error?: unknown;
  /** The form saves changes: a failure is headed "Changes not saved", the reason under it. */
  savesChanges?: boolean;
};

/** What came of sending a form, under it: a success note or the server's message. */
export function FormFeedback({ success, error, savesChanges = false }: FormFeedbackProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  return (
    <>
      {/* Always present, so screen readers hear the note when it appears. */}
      <Box role="status">
        {success && (
          <Alert severity="success" role="none">
            {success}
          </Alert>
        )}
      </Box>
      {error ? (
        <Alert severity="error">
          {savesChanges && <AlertTitle>{t('apiErrors:changes_not_saved')}</AlertTitle>}
          {errorText(error)}
        </Alert>
      ) : null}
    </>
  );
}
