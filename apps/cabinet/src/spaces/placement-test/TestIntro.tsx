import { getGetPretestQueryKey, useGetPretest, useStartPretest } from '@cabinet/api/pretests';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader } from '@cabinet/design-system/page-header';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatSchoolDate } from '../../features/placement-tests/format';
import { nextPart } from '../../features/placement-tests/flow/placement-test-flow';
import { refusalMessage } from '../../features/placement-tests/refusal';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { paths } from '../../shared/paths';
import { entryTestFlow } from './entry-test-flow';
import { localName } from './texts';

/** A test's intro: what it holds and its rules; begin (or go on with) an attempt in a version. */
export function TestIntro({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('placementTests');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const test = useGetPretest(slug);
  const start = useStartPretest({ request: { silent: true } });
  const [variant, setVariant] = useState<number | null>(null);

  if (test.isPending) return <PageLoading />;
  if (test.isError)
    return <PageError error={test.error} onRetry={() => void test.refetch()} headingLevel={1} />;
  const data = test.data.data;
  const chosen = variant ?? data.variants[0]!.id;
  const running = data.attempt?.status === 'in_progress' ? data.attempt : null;

  const begin = async () => {
    const { data: attempt } = await start.mutateAsync({ slug, data: { variant_id: chosen } });
    await queryClient.invalidateQueries({ queryKey: getGetPretestQueryKey(slug) });
    const part = nextPart(entryTestFlow.parts, attempt);
    void navigate(
      part
        ? paths.placementTestStart.to(slug, attempt.variant.id, part)
        : paths.placementTestResult.to(attempt.id, 'general'),
    );
  };

  return (
    <>
      <PageHeader
        title={localName(data, i18n.language)}
        breadcrumbs={[
          { label: t('list.title'), href: paths.placementTests.to() },
          { label: localName(data, i18n.language) },
        ]}
      />
      <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
        <Typography>{i18n.language === 'en' ? data.description_en : data.description}</Typography>
        <section aria-labelledby="placement-test-parts">
          <Typography id="placement-test-parts" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('intro.parts')}
          </Typography>
          <Facts>
            {data.parts.map((rule) => (
              <Fact key={rule.part} label={t(`part.${rule.part}`)}>
                {t(`intro.partRule.${rule.part}`, {
                  minutes: rule.minutes ?? 0,
                  questions: rule.questions ?? 0,
                  min: rule.min_words ?? 0,
                  max: rule.max_words ?? 0,
                })}
              </Fact>
            ))}
          </Facts>
        </section>
        <section aria-labelledby="placement-test-rules">
          <Typography id="placement-test-rules" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('intro.rules')}
          </Typography>
          <Typography component="ul" sx={{ pl: 3, m: 0 }}>
            <li>{t('intro.ruleSaved')}</li>
            <li>{t('intro.rulePause')}</li>
            <li>{t('intro.ruleTimeUp')}</li>
            <li>{t('intro.ruleSunday')}</li>
          </Typography>
        </section>
        {!data.availability.held_today && (
          <Alert severity="info">
            {t('intro.sunday', { date: formatSchoolDate(data.availability.next_date) })}
          </Alert>
        )}
        {running ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('intro.inProgress')}</Typography>
            <Button
              variant="contained"
              onClick={() => void begin().catch(() => undefined)}
              disabled={start.isPending}
              sx={{ minHeight: 40 }}
            >
              {t('intro.continue')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {data.variants.length > 1 && (
              <FormControl>
                <FormLabel id="placement-test-variant">{t('intro.variant')}</FormLabel>
                <RadioGroup
                  aria-labelledby="placement-test-variant"
                  value={String(chosen)}
                  onChange={(event) => setVariant(Number(event.target.value))}
                >
                  {data.variants.map((option) => (
                    <FormControlLabel
                      key={option.id}
                      value={String(option.id)}
                      control={<Radio />}
                      label={localName(option, i18n.language)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
            {data.attempt?.status === 'finished' && (
              <Button
                variant="outlined"
                href={paths.placementTestResult.to(data.attempt.id, 'general')}
                sx={{ minHeight: 40 }}
              >
                {t('intro.lastResult')}
              </Button>
            )}
            <Button
              variant="contained"
              onClick={() => void begin().catch(() => undefined)}
              disabled={start.isPending}
              sx={{ minHeight: 40 }}
            >
              {data.attempt ? t('intro.again') : t('intro.begin')}
            </Button>
          </Stack>
        )}
        {start.isError && <Alert severity="error">{refusalMessage(start.error)}</Alert>}
      </Stack>
    </>
  );
}
