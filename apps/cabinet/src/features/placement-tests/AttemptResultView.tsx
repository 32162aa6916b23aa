import type { PretestAttempt } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader, type PageHeaderProps } from '@cabinet/design-system/page-header';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PartFacts, partLevelText } from './PartFacts';

export const RESULT_SECTIONS = ['general', 'grammar', 'writing', 'reading', 'speaking'] as const;
export type ResultSection = (typeof RESULT_SECTIONS)[number];
export const isResultSection = (value: string): value is ResultSection =>
  (RESULT_SECTIONS as readonly string[]).includes(value);

type GeneralProps = { attempt: PretestAttempt; action: ReactNode; overallText: OverallText | undefined };

function General({ attempt, action, overallText }: GeneralProps) {
  const { t } = useTranslation('placementTests');
  // The overall level counts the speaking once a teacher has held the interview.
  const speakingWaits = attempt.parts.some((part) => part.part === 'speaking' && part.status === 'waiting');
  return (
    <Stack spacing={2}>
      {attempt.overall_level ? (
        <Alert severity="success" icon={false}>
          <Typography component="p" variant="h5">
            {overallText?.(attempt.overall_level) ?? t('result.overall', { level: attempt.overall_level })}
          </Typography>
          {speakingWaits && <Typography sx={{ mt: 1 }}>{t('result.speakingWaiting')}</Typography>}
        </Alert>
      ) : (
        <Alert severity="info">{t('result.notFinished')}</Alert>
      )}
      {action}
      <Facts>
        {attempt.parts.map((part) => (
          <Fact key={part.part} label={t(`part.${part.part}`)}>
            {partLevelText(part, t)}
          </Fact>
        ))}
      </Facts>
    </Stack>
  );
}

/** How the overall level is put: "Your level: B2" to the taker, otherwise as the viewer's page says. */
type OverallText = (level: string) => string;

type AttemptResultViewProps = {
  attempt: PretestAttempt;
  section: ResultSection;
  title: string;
  breadcrumbs: PageHeaderProps['breadcrumbs'];
  sectionHref: (section: ResultSection) => string;
  /** What the viewer can do from the general section, e.g. the taker's "go on with the test". */
  action?: ReactNode;
  /** Said above every section, e.g. to the taker what did not reach the school in time. */
  notice?: ReactNode;
  overallText?: OverallText | undefined;
};

/**
 * An entry test's result, one tab per section: the overall level and, per part, its level, score,
 * words and time. The taker and the taker's company manager see the same result.
 */
export function AttemptResultView({
  attempt,
  section,
  title,
  breadcrumbs,
  sectionHref,
  action,
  notice,
  overallText,
}: AttemptResultViewProps) {
  const { t } = useTranslation('placementTests');
  const part = attempt.parts.find((candidate) => candidate.part === section);
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        tabs={RESULT_SECTIONS.map((name) => ({
          label: t(`result.tab.${name}`),
          href: sectionHref(name),
          current: name === section,
        }))}
        tabsLabel={t('result.tabs')}
      />
      {notice}
      {section === 'general' || !part ? (
        <General attempt={attempt} action={action} overallText={overallText} />
      ) : (
        <PartFacts part={part} />
      )}
    </>
  );
}
