import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useCardText, visuallyHidden } from '../../internal/card-parts';

/** Why booking or cancelling is not possible now: a closed set, each with its own text. */
export const clubDisabledReasons = [
  'full',
  'not_enabled',
  'already_registered',
  'free_place_used',
  'started',
  'paid_cancel_manager',
] as const;
export type ClubDisabledReason = (typeof clubDisabledReasons)[number];

export type ClubAction = 'book' | 'cancel';

type ClubActionButtonProps = {
  action: ClubAction;
  clubName: string;
  onClick: () => void;
  disabledReason?: ClubDisabledReason | undefined;
  busy: boolean;
  /** Another action of the card is in progress. */
  locked: boolean;
};

/** Book or Cancel; when it cannot be used, the reason stands under it and describes it. */
export function ClubActionButton({
  action,
  clubName,
  onClick,
  disabledReason,
  busy,
  locked,
}: ClubActionButtonProps) {
  const { t } = useCardText();
  const reasonId = useId();
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, alignItems: 'flex-start', maxWidth: '100%' }}
    >
      <Button
        variant={action === 'book' ? 'contained' : 'outlined'}
        color="primary"
        onClick={onClick}
        disabled={Boolean(disabledReason) || locked}
        loading={busy}
        loadingPosition="start"
        aria-describedby={disabledReason ? reasonId : undefined}
        sx={{ minHeight: 40 }}
      >
        {t(`cards.clubCard.${action}`)}
        <Box component="span" sx={visuallyHidden}>
          {`: ${clubName}`}
        </Box>
      </Button>
      {disabledReason ? (
        <Typography id={reasonId} variant="body2" component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {t(`cards.clubCard.reason.${disabledReason}`)}
        </Typography>
      ) : null}
    </Box>
  );
}

type ClubActionsProps = {
  clubName: string;
  onBook?: (() => void) | undefined;
  onCancel?: (() => void) | undefined;
  bookDisabledReason?: ClubDisabledReason | undefined;
  cancelDisabledReason?: ClubDisabledReason | undefined;
  busy?: ClubAction | undefined;
};

/** The card's actions, side by side where they fit. */
export function ClubActions({
  clubName,
  onBook,
  onCancel,
  bookDisabledReason,
  cancelDisabledReason,
  busy,
}: ClubActionsProps) {
  const { t } = useCardText();
  if (!onBook && !onCancel) return null;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {/* Always present, so screen readers hear when an action starts. */}
      <Box component="span" role="status" sx={visuallyHidden}>
        {busy ? t(`cards.clubCard.busy.${busy}`) : ''}
      </Box>
      {onBook ? (
        <ClubActionButton
          action="book"
          clubName={clubName}
          onClick={onBook}
          disabledReason={bookDisabledReason}
          busy={busy === 'book'}
          locked={busy !== undefined}
        />
      ) : null}
      {onCancel ? (
        <ClubActionButton
          action="cancel"
          clubName={clubName}
          onClick={onCancel}
          disabledReason={cancelDisabledReason}
          busy={busy === 'cancel'}
          locked={busy !== undefined}
        />
      ) : null}
    </Stack>
  );
}
