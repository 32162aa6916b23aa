import { useBookClub, useCancelClubBooking } from '@cabinet/api/clubs';
import type { Club } from '@cabinet/api/model';
import { CancelClubBookingDialog } from '@cabinet/design-system/confirm-dialog';
import { formatMoney } from '@cabinet/design-system/format';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../shared/error-message';
import { BookingRefusal } from './BookingRefusal';
import { ClubCard } from './ClubCard';
import { checkoutHref } from './checkout-href';
import { clubName, clubOptions } from './club-rules';
import { invalidateClub } from './invalidate-clubs';
import { RequestCancellationDialog } from './RequestCancellationDialog';
import { useNow } from '../../shared/use-now';

type Done = 'booked_free' | 'booked_paid' | 'cancelled' | 'asked' | null;

/**
 * The student's actions on a club: book the week's free place or a paid one,
 * pay a pending place at checkout, cancel before the start (after a confirmation); a paid place
 * is cancelled through a manager: the student asks the school, with a reason if they like, and
 * the card shows the decision. Refusals come from the server, translated.
 */
export function StudentClubActions({ club, now: given }: { club: Club; now?: Date }) {
  const firstRender = useNow();
  const now = given ?? firstRender;
  const { t, i18n } = useTranslation('clubs');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<Done>(null);
  const book = useBookClub({ request: { silent: true } });
  const cancel = useCancelClubBooking({ request: { silent: true } });
  const options = clubOptions(club, now);
  const name = clubName(club, language);
  const busy = book.isPending || cancel.isPending;

  const bookPlace = (free: boolean) => {
    setDone(null);
    cancel.reset();
    book.mutate(
      { clubId: club.id, data: { free } },
      {
        onSuccess: async ({ data }) => {
          setDone(free ? 'booked_free' : 'booked_paid');
          await invalidateClub(queryClient, data);
          const orderId = data.booking?.order_id;
          if (!free && orderId) void navigate(checkoutHref(orderId));
        },
      },
    );
  };
  const cancelPlace = () => {
    cancel.mutate(
      { clubId: club.id },
      {
        onSuccess: async () => {
          setConfirming(false);
          setDone('cancelled');
          await invalidateClub(queryClient, club);
        },
      },
    );
  };
  const hidden = <Box component="span" sx={visuallyHidden}>{`: ${name}`}</Box>;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box role="status" sx={done ? undefined : visuallyHidden}>
        {done ? (
          <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 500 }}>
            {done === 'asked' ? t('cancellation.sent') : t(`actions.done.${done}`)}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        {options.book ? (
          <>
            {options.bookFree ? (
              <Button
                variant="contained"
                onClick={() => bookPlace(true)}
                disabled={busy}
                loading={book.isPending && book.variables?.data.free === true}
              >
                {t('actions.bookFree')}
                {hidden}
              </Button>
            ) : null}
            <Button
              variant={options.bookFree ? 'outlined' : 'contained'}
              onClick={() => bookPlace(false)}
              disabled={busy}
              loading={book.isPending && book.variables?.data.free === false}
            >
              {t('actions.bookPaid', { price: formatMoney(club.price, language) })}
              {hidden}
            </Button>
          </>
        ) : null}
        {options.payOrderId ? (
          <Button variant="contained" href={checkoutHref(options.payOrderId)}>
            {t('actions.pay')}
            {hidden}
          </Button>
        ) : null}
        {options.cancel ? (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={busy}>
            {t('actions.cancel')}
            {hidden}
          </Button>
        ) : null}
        {options.requestCancellation ? (
          <Button variant="outlined" onClick={() => setAsking(true)} disabled={busy}>
            {t('cancellation.ask')}
            {hidden}
          </Button>
        ) : null}
      </Stack>
      {options.requestCancellation ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('actions.cancelThroughManager')}
        </Typography>
      ) : null}
      {options.started && club.booking && club.booking.attended === null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('actions.started')}
        </Typography>
      ) : null}
      {book.isError ? (
        <BookingRefusal
          error={book.error}
          renderSuggestion={(other) => (
            <ClubCard club={other} headingLevel={4}>
              <StudentClubActions club={other} now={now} />
            </ClubCard>
          )}
        />
      ) : null}
      <RequestCancellationDialog
        club={club}
        name={name}
        open={asking}
        onClose={() => setAsking(false)}
        onSent={(answer) => {
          setAsking(false);
          setDone('asked');
          void invalidateClub(queryClient, answer);
        }}
      />
      <CancelClubBookingDialog
        open={confirming}
        clubTitle={name}
        busy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : undefined}
        onConfirm={cancelPlace}
        onClose={() => {
          setConfirming(false);
          cancel.reset();
        }}
      />
    </Box>
  );
}
