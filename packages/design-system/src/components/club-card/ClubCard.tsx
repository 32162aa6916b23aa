import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDateTime, formatMoney } from '../../format';
import {
  CardFrame,
  CardTitle,
  ExternalLink,
  Fact,
  Facts,
  type HeadingLevel,
  useCardText,
} from '../../internal/card-parts';
import { StatusBadge } from '../status-badge';
import { type ClubAction, ClubActions, type ClubDisabledReason } from './ClubActions';

export const clubTypes = [
  'speaking',
  'grammar',
  'business',
  'book',
  'movie',
  'listening',
  'kids',
  'teen',
] as const;
export type ClubType = (typeof clubTypes)[number];
export type ClubLevel = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';

/** Where the club meets: a room in a school, or a Zoom meeting. */
export type ClubPlace =
  | { format: 'offline'; address: string; room: string }
  | { format: 'online'; zoomUrl: string; meetingId: string; passcode: string };

export type ClubCardProps = {
  name: string;
  type: ClubType;
  level: ClubLevel;
  /** The meeting's start (ISO 8601 with offset). */
  startsAt: string;
  place: ClubPlace;
  seatsTaken: number;
  seatsTotal: number;
  /** The price in whole hryvnias; without it the club is free for group students once a week. */
  price?: number | undefined;
  /** The student's participation, when it needs attention. */
  participation?: 'payment_pending' | undefined;
  onBook?: (() => void) | undefined;
  onCancel?: (() => void) | undefined;
  /** Why Book is not available; the button is disabled and explained. */
  bookDisabledReason?: ClubDisabledReason | undefined;
  /** Why Cancel is not available; the button is disabled and explained. */
  cancelDisabledReason?: ClubDisabledReason | undefined;
  /** The action in progress: its button spins, the other waits. */
  busy?: ClubAction | undefined;
  headingLevel?: HeadingLevel;
};

/** A club meeting a student can book or cancel, with its place, seats and price. */
export function ClubCard({
  name,
  type,
  level,
  startsAt,
  place,
  seatsTaken,
  seatsTotal,
  price,
  participation,
  onBook,
  onCancel,
  bookDisabledReason,
  cancelDisabledReason,
  busy,
  headingLevel = 3,
}: ClubCardProps) {
  const { t, language } = useCardText();
  const titleId = useId();
  const k = (key: string) => `cards.clubCard.${key}`;
  const full = seatsTaken >= seatsTotal;
  return (
    <CardFrame titleId={titleId}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" component="p" sx={{ m: 0, color: 'text.secondary', fontWeight: 500 }}>
          {t(k(`type.${type}`))}
        </Typography>
        <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
          ·
        </Box>
        <Typography variant="body2" component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {t(`cards.common.format.${place.format}`)}
        </Typography>
        {participation ? <StatusBadge vocabulary="clubParticipation" value={participation} /> : null}
      </Stack>
      <CardTitle id={titleId} level={headingLevel}>
        {name}
      </CardTitle>
      <Facts>
        <Fact label={t('cards.common.level')}>{level}</Fact>
        <Fact label={t(k('when'))}>{formatDateTime(startsAt, language)}</Fact>
        {place.format === 'offline' ? (
          <>
            <Fact label={t(k('address'))}>{place.address}</Fact>
            <Fact label={t(k('room'))}>{place.room}</Fact>
          </>
        ) : (
          <>
            <Fact label={t(k('zoom'))}>
              <ExternalLink href={place.zoomUrl}>{t(k('joinZoom'))}</ExternalLink>
            </Fact>
            <Fact label={t(k('meetingId'))}>{place.meetingId}</Fact>
            <Fact label={t(k('passcode'))}>{place.passcode}</Fact>
          </>
        )}
        <Fact label={t(k('seats'))}>
          {full ? t(k('noSeats')) : t(k('seatsTaken'), { taken: seatsTaken, total: seatsTotal })}
        </Fact>
        <Fact label={t(k('price'))}>{price ? formatMoney(price, language) : t(k('free'))}</Fact>
      </Facts>
      <ClubActions
        clubName={name}
        onBook={onBook}
        onCancel={onCancel}
        bookDisabledReason={bookDisabledReason}
        cancelDisabledReason={cancelDisabledReason}
        busy={busy}
      />
    </CardFrame>
  );
}
