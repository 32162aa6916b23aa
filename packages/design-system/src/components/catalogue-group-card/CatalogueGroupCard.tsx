import EastIcon from '@mui/icons-material/East';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatDate, formatMoney } from '../../format';
import {
  CardFrame,
  CardTitle,
  Fact,
  Facts,
  type HeadingLevel,
  useCardText,
  visuallyHidden,
} from '../../internal/card-parts';

export type CatalogueGroupFormat = 'online' | 'offline';
export type CatalogueGroupAudience = 'adults' | 'teenagers' | 'kids';
export type CatalogueGroupBooks = 'printed' | 'digital';

export type CatalogueGroupCardProps = {
  /** The program the group studies: "General English B1". */
  program: string;
  teacher: string;
  format: CatalogueGroupFormat;
  /** Days and time as the school writes them: "Пн, Ср о 18:30". */
  schedule: string;
  /** How long the course runs: a number of months or of lessons. */
  duration: { count: number; unit: 'months' | 'lessons' };
  /** The price in whole hryvnias. */
  price: number;
  /** Free places, 0 to 10 (a group has up to ten students). */
  seatsLeft: number;
  /** When the group is formed (ISO 8601). */
  formationDate: string;
  /** When lessons start (ISO 8601). */
  startDate: string;
  books: CatalogueGroupBooks;
  audience: CatalogueGroupAudience;
  /** The group's page. */
  href: string;
  headingLevel?: HeadingLevel;
};

/** A group of the public course catalogue, with what a future student weighs before applying. */
export function CatalogueGroupCard({
  program,
  teacher,
  format,
  schedule,
  duration,
  price,
  seatsLeft,
  formationDate,
  startDate,
  books,
  audience,
  href,
  headingLevel = 3,
}: CatalogueGroupCardProps) {
  const { t, language } = useCardText();
  const titleId = useId();
  const k = (key: string) => `cards.catalogueGroupCard.${key}`;
  const full = seatsLeft <= 0;
  const audienceHint = audience === 'adults' ? undefined : t(k(`audienceHint.${audience}`));
  return (
    <CardFrame titleId={titleId}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" component="p" sx={{ m: 0, color: 'text.secondary', fontWeight: 500 }}>
          {t(`cards.common.format.${format}`)}
        </Typography>
        <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
          ·
        </Box>
        <Typography variant="body2" component="p" sx={{ m: 0, color: 'text.secondary' }}>
          {t(k(`audience.${audience}`))}
          {audienceHint ? ` (${audienceHint})` : ''}
        </Typography>
      </Stack>
      <CardTitle id={titleId} level={headingLevel}>
        {program}
      </CardTitle>
      <Facts>
        <Fact label={t(k('teacher'))}>{teacher}</Fact>
        <Fact label={t(k('schedule'))}>{schedule}</Fact>
        <Fact label={t(k('duration'))}>
          {t(k(`durationValue.${duration.unit}`), { count: duration.count })}
        </Fact>
        <Fact label={t(k('formation'))}>{formatDate(formationDate, language)}</Fact>
        <Fact label={t(k('start'))}>{formatDate(startDate, language)}</Fact>
        <Fact label={t(k('books'))}>{t(k(`booksValue.${books}`))}</Fact>
      </Facts>
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mt: 'auto' }}
      >
        <Box>
          <Typography variant="h6" component="p" sx={{ m: 0 }}>
            {formatMoney(price, language)}
          </Typography>
          <Typography
            variant="body2"
            component="p"
            sx={(theme) => ({
              m: 0,
              fontWeight: 500,
              color: full ? theme.palette.status.error.fg : theme.palette.status.success.fg,
            })}
          >
            {full ? t(k('noSeats')) : t(k('seatsLeft'), { count: seatsLeft })}
          </Typography>
        </Box>
        <Button href={href} variant="outlined" endIcon={<EastIcon aria-hidden />} sx={{ minHeight: 40 }}>
          {t(k('more'))}
          <Box component="span" sx={visuallyHidden}>
            {`: ${program}`}
          </Box>
        </Button>
      </Stack>
    </CardFrame>
  );
}
