import { CardFrame, CardGrid, CardTitle } from '@cabinet/design-system/card-frame';
import { PageHeader } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { useCurrentTest } from './use-current-test';

const SECTIONS = ['grammar', 'break', 'writing', 'speaking', 'results'] as const;
const FAQ = ['who', 'pause', 'connection', 'topic', 'results', 'certificate'] as const;

/** `/corporate/pretests`: the corporate placement test, its sections, the employee's test and the FAQ. */
export function PlacementTestsOverview() {
  const { t } = useTranslation('paidPretests');
  const tests = useCurrentTest();
  const titleId = useId();
  if (tests.isPending) return <PageLoading />;
  if (tests.isError)
    return <PageError error={tests.error} onRetry={() => void tests.refetch()} headingLevel={1} />;
  const latest = tests.current ?? tests.data.data[0];
  return (
    <>
      <PageHeader title={t('overview.title')} />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <Typography>{t('overview.lead')}</Typography>
        <CardGrid>
          <CardFrame titleId={titleId} component="li">
            <CardTitle id={titleId} level={2}>
              {t('overview.cardTitle')}
            </CardTitle>
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              {latest ? (
                <StatusBadge vocabulary="paidPretest" value={latest.status} />
              ) : (
                <Typography>{t('overview.none')}</Typography>
              )}
              <Button
                variant="contained"
                href={paths.corporateStudent.paidPlacementTests.to()}
                sx={{ minHeight: 40 }}
              >
                {t('overview.open')}
              </Button>
            </Stack>
          </CardFrame>
        </CardGrid>
        <section aria-labelledby="sections-title">
          <Typography id="sections-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('overview.sectionsTitle')}
          </Typography>
          <Stack component="ol" spacing={1} sx={{ pl: 3, m: 0 }}>
            {SECTIONS.map((name) => (
              <Typography component="li" key={name}>
                {t(`overview.section.${name}`)}
              </Typography>
            ))}
          </Stack>
        </section>
        <section aria-labelledby="faq-title">
          <Typography id="faq-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('faq.title')}
          </Typography>
          {FAQ.map((name) => (
            <Accordion key={name} disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="h3" variant="subtitle1">
                  {t(`faq.${name}.q`)}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography>{t(`faq.${name}.a`)}</Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </section>
      </Stack>
    </>
  );
}
