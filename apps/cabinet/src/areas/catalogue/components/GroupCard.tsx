import type { CatalogueGroup } from '@cabinet/api/model';
import { CardFrame, CardTitle } from '@cabinet/design-system/card-frame';
import { formatDate, formatMoney } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { groupTabPath } from '../catalogue-paths';
import { pick, scheduleText } from '../present';
import { Facts } from './Facts';
import { visuallyHidden } from '@cabinet/design-system/list-skeleton';
import { languageOf } from '../../../shared/in-language';

/** A recruiting group as a card of the catalogue list, leading to its page. */
export function GroupCard({ group }: { group: CatalogueGroup }) {
  const { t, i18n } = useTranslation('catalogue');
  const language = languageOf(i18n.language);
  const titleId = useId();
  const program = pick(group.program.name, group.program.name_en, language);
  return (
    <CardFrame titleId={titleId} sx={{ height: '100%' }}>
      <Box>
        <CardTitle id={titleId}>{t('group.title', { program, level: group.level })}</CardTitle>
        <Typography variant="body2" color="textSecondary">
          {group.name}
        </Typography>
      </Box>
      <Facts
        items={[
          { label: t('card.teacher'), value: pick(group.teacher.name, group.teacher.name_en, language) },
          {
            label: t('card.schedule'),
            value: `${scheduleText(group.schedule, language)} (${t('kyivTime')})`,
          },
          { label: t('card.start'), value: formatDate(group.start_date, language) },
          { label: t('card.format'), value: t(`format.${group.format}`) },
          { label: t('card.studyMode'), value: t(`studyMode.${group.course_type}`) },
        ]}
      />
      <Stack
        direction="row"
        useFlexGap
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mt: 'auto' }}
      >
        <Box>
          <Typography component="p" variant="h6" sx={{ m: 0 }}>
            {t(`price.${group.price_unit}`, { price: formatMoney(group.price, language) })}
          </Typography>
          <Typography
            component="p"
            variant="body2"
            sx={(theme) => ({ color: theme.palette.status.success.fg })}
          >
            {t('card.seats', { count: group.seats_left })}
          </Typography>
        </Box>
        <Button
          href={groupTabPath(group.audience, group.id, 'general')}
          variant="outlined"
          sx={{ minHeight: 40 }}
        >
          {t('card.more')}
          <Box component="span" sx={visuallyHidden}>
            {`: ${t('group.title', { program, level: group.level })}, ${group.name}`}
          </Box>
        </Button>
      </Stack>
    </CardFrame>
  );
}
