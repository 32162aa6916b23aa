import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from './refusal';

type StartPartActionProps = {
  /** The part was started before: the button goes on with it. */
  inProgress: boolean;
  /** The part's test page. */
  testHref: string;
  /** The part's name, in the page's language. */
  partName: string;
  /** Starts the part on the school's clock and opens its test page. */
  onStart: () => Promise<unknown>;
  pending: boolean;
  /** The school's refusal to start (a Sunday, a used attempt…), said under the button. */
  error: unknown;
};

/** A part's start page's action: Start, or Go on for a part in progress, and the refusal if any. */
export function StartPartAction({
  inProgress,
  testHref,
  partName,
  onStart,
  pending,
  error,
}: StartPartActionProps) {
  const { t } = useTranslation('placementTests');
  return (
    <>
      {inProgress ? (
        <Button variant="contained" href={testHref} sx={{ minHeight: 40 }}>
          {t('start.continue')}
        </Button>
      ) : (
        <Button
          variant="contained"
          onClick={() => void onStart().catch(() => undefined)}
          disabled={pending}
          sx={{ minHeight: 40 }}
        >
          {t('start.start', { part: partName })}
        </Button>
      )}
      {error ? <Alert severity="error">{refusalMessage(error)}</Alert> : null}
    </>
  );
}
