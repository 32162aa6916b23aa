import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useApiErrorText } from './use-api-error-text';

type FormFeedbackProps = {
  /** Shown once the form was saved; announced politely. */
  success?: string | false | undefined;
  /** The failed call, whose message is shown and announced at once. */
  error?: unknown;
};

/** What came of sending a form, under it: a success note or the server's message. */
export function FormFeedback({ success, error }: FormFeedbackProps) {
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
      {error ? <Alert severity="error">{errorText(error)}</Alert> : null}
    </>
  );
}
