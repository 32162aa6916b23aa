import { CardGrid } from '@cabinet/design-system/card-frame';
import { PageHeader } from '@cabinet/design-system/page-header';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths';
import { AUDIENCES } from '../catalogue-paths';
import { Programs } from '../components/Programs';
import { PublicFacts } from '../components/PublicFacts';
import { Section } from '../components/Section';

/** The catalogue's front page (`/courses`): who the courses are for, the school's facts, its programs. */
export function CataloguePage() {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <PageHeader title={t('title')} />
      <Stack spacing={4}>
        <Typography sx={{ maxWidth: '70ch' }}>{t('intro')}</Typography>
        <Section title={t('audiencesTitle')}>
          <CardGrid minColumnWidth={240}>
            {AUDIENCES.map((audience) => (
              <Paper component="li" variant="outlined" key={audience} sx={{ p: 2.5 }}>
                <Typography component="h3" variant="h6">
                  <Link href={paths.coursesAudience.to(audience)}>{t(`audience.${audience}.title`)}</Link>
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t(`audience.${audience}.text`)}
                </Typography>
              </Paper>
            ))}
          </CardGrid>
        </Section>
        <PublicFacts />
        <Programs />
      </Stack>
    </>
  );
}
