import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ElementType, useId } from 'react';
import { formatDate, formatTime } from '../../format';
import {
  CardFrame,
  CardTitle,
  ExternalLink,
  Fact,
  Facts,
  type HeadingLevel,
  useCardText,
} from '../../internal/card-parts';
import { StatusBadge, type StatusValue } from '../status-badge';

/** Where the lesson happens: a Zoom meeting, or a room of a school. */
export type LessonPlace = { format: 'online'; zoomUrl: string } | { format: 'offline'; room: string };

export type LessonRowProps = {
  type: StatusValue<'lessonType'>;
  /** The lesson's number in the course. */
  number?: number | undefined;
  /** The lesson's topic. */
  title?: string | undefined;
  /** Start and end (ISO 8601 with offset). */
  startsAt: string;
  endsAt?: string | undefined;
  status: StatusValue<'lessonStatus'>;
  place: LessonPlace;
  /** The recording, once there is one. */
  recordingUrl?: string | undefined;
  /** What the class did, in a line or two. */
  classwork?: string | undefined;
  /** What to do at home; without it, "no homework". */
  homework?: string | undefined;
  /** The lesson's page. */
  href: string;
  /** The element of the row: `li` in a list of lessons (default), or anything else. */
  component?: ElementType;
  headingLevel?: HeadingLevel;
};

/** One lesson of a schedule: a row on wide screens, a stacked card on phones. */
export function LessonRow({
  type,
  number,
  title,
  startsAt,
  endsAt,
  status,
  place,
  recordingUrl,
  classwork,
  homework,
  href,
  component = 'li',
  headingLevel = 3,
}: LessonRowProps) {
  const { t, language } = useCardText();
  const titleId = useId();
  const k = (key: string) => `cards.lessonRow.${key}`;
  const numbered = number === undefined ? undefined : t(k('number'), { number });
  const heading = [numbered, title].filter(Boolean).join('. ') || t(`status.lessonType.${type}`);
  const time = endsAt ? `${formatTime(startsAt)}–${formatTime(endsAt)}` : formatTime(startsAt);
  return (
    <CardFrame
      titleId={titleId}
      component={component}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '9rem minmax(0, 1fr) minmax(12rem, auto)' },
        columnGap: 3,
        rowGap: 1.5,
        alignItems: 'start',
      }}
    >
      <Box>
        <Typography variant="body2" component="p" sx={{ m: 0, fontWeight: 500 }}>
          {formatDate(startsAt, language)}
        </Typography>
        <Typography variant="body2" component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {time}
        </Typography>
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <StatusBadge vocabulary="lessonType" value={type} />
          <StatusBadge vocabulary="lessonStatus" value={status} />
        </Stack>
        <CardTitle id={titleId} level={headingLevel} href={href}>
          {heading}
        </CardTitle>
        <Facts>
          {classwork ? <Fact label={t(k('classwork'))}>{classwork}</Fact> : null}
          <Fact label={t(k('homework'))}>{homework || t(k('noHomework'))}</Fact>
        </Facts>
      </Stack>
      <Stack spacing={0.5} sx={{ minWidth: 0, typography: 'body2' }}>
        {place.format === 'online' ? (
          <ExternalLink href={place.zoomUrl}>{t(k('joinZoom'))}</ExternalLink>
        ) : (
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            {t(k('room'), { room: place.room })}
          </Typography>
        )}
        {recordingUrl ? <ExternalLink href={recordingUrl}>{t(k('recording'))}</ExternalLink> : null}
      </Stack>
    </CardFrame>
  );
}
