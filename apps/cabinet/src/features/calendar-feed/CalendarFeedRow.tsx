import type { CalendarFeed } from '@cabinet/api/model';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage, subscribeLinks } from './subscribe-links';

type CalendarFeedRowProps = {
  feed: CalendarFeed;
  /** Whose calendar it is, when the viewer has more than one (a parent's child). */
  heading?: string | undefined;
  onRotate: () => void;
};

/** One subscription address: the address to copy, the calendar apps to add it to, and its rotation. */
export function CalendarFeedRow({ feed, heading, onRotate }: CalendarFeedRowProps) {
  const { t, i18n } = useTranslation('calendarFeed');
  const [news, setNews] = useState('');
  const headingId = useId();
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const person = language === 'en' ? feed.name_en : feed.name;
  const url = inLanguage(feed.url, language);
  const webcal = inLanguage(feed.webcal_url, language);
  const links = subscribeLinks({ url, webcal_url: webcal }, t('calendarName', { name: person }));
  const label = heading ? t('addressOf', { name: heading }) : t('address');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNews(t('copied'));
    } catch {
      setNews(t('copyFailed'));
    }
  };
  return (
    <Stack
      component={heading ? 'section' : 'div'}
      spacing={1.5}
      {...(heading ? { 'aria-labelledby': headingId } : {})}
    >
      {heading && (
        <Typography id={headingId} variant="subtitle1" component="h3">
          {heading}
        </Typography>
      )}
      <TextField
        label={label}
        value={url}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: {
            readOnly: true,
            spellCheck: false,
            onFocus: (e: { target: HTMLInputElement }) => e.target.select(),
          },
        }}
      />
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" size="small" onClick={() => void copy()}>
          {t('copy')}
          {heading && <Box component="span" sx={visuallyHidden}>{`: ${heading}`}</Box>}
        </Button>
        <Box component="span" role="status" sx={{ typography: 'body2', color: 'text.secondary' }}>
          {news}
        </Box>
      </Stack>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        spacing={2}
        aria-label={heading ? t('addToOf', { name: heading }) : t('addTo')}
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
      >
        <li>
          <Link href={links.google} target="_blank" rel="noopener noreferrer">
            {t('google')}
          </Link>
        </li>
        <li>
          <Link href={links.apple}>{t('apple')}</Link>
        </li>
        <li>
          <Link href={links.outlook} target="_blank" rel="noopener noreferrer">
            {t('outlook')}
          </Link>
        </li>
      </Stack>
      <Box>
        <Button variant="outlined" size="small" onClick={onRotate}>
          {t('rotate')}
          {heading && <Box component="span" sx={visuallyHidden}>{`: ${heading}`}</Box>}
        </Button>
      </Box>
    </Stack>
  );
}
