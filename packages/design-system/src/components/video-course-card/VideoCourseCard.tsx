import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { CardFrame, CardTitle, Fact, Facts, type HeadingLevel, useCardText } from '../../internal/card-parts';
import { StatusBadge } from '../status-badge';

export type VideoCourseAccess = 'free' | 'subscription';

export type VideoCourseCardProps = {
  title: string;
  /** The cover; without `alt` (or with an empty one) it is decorative. */
  cover?: { src: string; alt?: string | undefined } | undefined;
  /** The total length of the videos, in minutes. */
  durationMinutes: number;
  videoCount: number;
  taskCount: number;
  /** The level the course suits: "B1" or "A2–B1". */
  level: string;
  access: VideoCourseAccess;
  /** Marks a course added recently. */
  isNew?: boolean | undefined;
  /** The course's page. */
  href: string;
  headingLevel?: HeadingLevel;
};

/** A video course of the library: length, contents, level and whether a subscription is needed. */
export function VideoCourseCard({
  title,
  cover,
  durationMinutes,
  videoCount,
  taskCount,
  level,
  access,
  isNew = false,
  href,
  headingLevel = 3,
}: VideoCourseCardProps) {
  const { t } = useCardText();
  const titleId = useId();
  const k = (key: string) => `cards.videoCourseCard.${key}`;
  const hours = Math.floor(durationMinutes / 60);
  const minutes = durationMinutes % 60;
  const duration = [
    hours > 0 ? t(k('hours'), { count: hours }) : '',
    minutes > 0 || hours === 0 ? t(k('minutes'), { count: minutes }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const AccessIcon = access === 'free' ? LockOpenOutlinedIcon : LockOutlinedIcon;
  return (
    <CardFrame titleId={titleId} sx={{ p: { xs: 0, sm: 0 }, overflow: 'hidden', gap: 0 }}>
      {cover ? (
        <Box
          component="img"
          src={cover.src}
          alt={cover.alt ?? ''}
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '16 / 9',
            objectFit: 'cover',
            bgcolor: 'action.hover',
          }}
        />
      ) : null}
      <Stack spacing={1.5} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography
            variant="body2"
            component="p"
            sx={{
              m: 0,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontWeight: 500,
              color: 'text.secondary',
            }}
          >
            <AccessIcon aria-hidden fontSize="small" />
            {t(k(`access.${access}`))}
          </Typography>
          {isNew ? <StatusBadge vocabulary="flag" value="new" /> : null}
        </Stack>
        <CardTitle id={titleId} level={headingLevel} href={href}>
          {title}
        </CardTitle>
        <Facts>
          <Fact label={t('cards.common.level')}>{level}</Fact>
          <Fact label={t(k('duration'))}>{duration}</Fact>
          <Fact label={t(k('contents'))}>
            {`${t(k('videos'), { count: videoCount })}, ${t(k('tasks'), { count: taskCount })}`}
          </Fact>
        </Facts>
      </Stack>
    </CardFrame>
  );
}
