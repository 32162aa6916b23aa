import type { PaidPretest } from '@cabinet/api/model';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader, type PageHeaderProps } from '@cabinet/design-system/page-header';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PartFacts, partLevelText } from './PartFacts';
import { schoolDate } from './dates';
import { FeedbackView } from './FeedbackView';
import { WrittenText } from './WrittenText';

export const PAID_RESULT_SECTIONS = ['general', 'grammar', 'writing', 'speaking', 'certificate'] as const;
export type PaidResultSection = (typeof PAID_RESULT_SECTIONS)[number];
export const isPaidResultSection = (value: string): value is PaidResultSection =>
  (PAID_RESULT_SECTIONS as readonly string[]).includes(value);

const partOf = (test: PaidPretest, name: string) => test.attempt.parts.find((part) => part.part === name)!;
const feedbackOf = (test: PaidPretest, part: 'writing' | 'speaking') =>
  test.feedbacks.find((feedback) => feedback.part === part && feedback.sent_at !== null);

/** When the result is due, or that it is out. */
function DueNote({ test }: { test: PaidPretest }) {
  const { t, i18n } = useTranslation('paidPretests');
  if (test.status === 'finished' || test.status === 'missed' || !test.results_due_on) return null;
  return (
    <Alert severity="info">{t('result.due', { date: schoolDate(test.results_due_on, i18n.language) })}</Alert>
  );
}

function General({ test, overallText }: { test: PaidPretest; overallText: OverallText | undefined }) {
  const { t } = useTranslation(['paidPretests', 'placementTests']);
  const tp = useTranslation('placementTests').t;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>{t('result.statusLabel')}</Typography>
        <StatusBadge vocabulary="paidPretest" value={test.status} />
      </Stack>
      {test.attempt.overall_level ? (
        <Alert severity="success" icon={false}>
          <Typography component="p" variant="h5">
            {overallText?.(test.attempt.overall_level) ??
              tp('result.overall', { level: test.attempt.overall_level })}
          </Typography>
        </Alert>
      ) : (
        <DueNote test={test} />
      )}
      <Facts>
        {test.attempt.parts.map((part) => (
          <Fact key={part.part} label={tp(`part.${part.part}`)}>
            {part.part === 'speaking' && part.status === 'waiting'
              ? t(`result.speaking.${test.speaking.status}`)
              : partLevelText(part, tp)}
          </Fact>
        ))}
      </Facts>
    </Stack>
  );
}

function Writing({ test }: { test: PaidPretest }) {
  const { t } = useTranslation('paidPretests');
  const feedback = feedbackOf(test, 'writing');
  return (
    <Stack spacing={2}>
      <PartFacts part={partOf(test, 'writing')} />
      {test.writing && <WrittenText writing={test.writing} />}
      <Typography component="h2" variant="h6">
        {t('result.feedback')}
      </Typography>
      {feedback ? <FeedbackView feedback={feedback} /> : <Typography>{t('result.noFeedback')}</Typography>}
    </Stack>
  );
}

function Speaking({ test }: { test: PaidPretest }) {
  const { t } = useTranslation('paidPretests');
  const feedback = feedbackOf(test, 'speaking');
  return (
    <Stack spacing={2}>
      <Typography>
        {t(`result.speaking.${test.speaking.status}`, { minutes: test.speaking.minutes })}
      </Typography>
      <Typography component="h2" variant="h6">
        {t('result.feedback')}
      </Typography>
      {feedback ? <FeedbackView feedback={feedback} /> : <Typography>{t('result.noFeedback')}</Typography>}
    </Stack>
  );
}

function Certificate({ test }: { test: PaidPretest }) {
  const { t, i18n } = useTranslation('paidPretests');
  const tp = useTranslation('placementTests').t;
  const { certificate } = test;
  if (!certificate) {
    return (
      <Typography>{test.status === 'missed' ? t('certificate.missed') : t('certificate.notYet')}</Typography>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="certificate-title"
      sx={{ p: 3, maxWidth: 560 }}
    >
      <Typography id="certificate-title" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('certificate.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('certificate.lead', {
          name: i18n.language === 'en' ? (test.student.name_en ?? test.student.name) : test.student.name,
          level: certificate.overall_level,
        })}
      </Typography>
      <Facts>
        <Fact label={t('certificate.number')}>{certificate.number}</Fact>
        <Fact label={t('certificate.issued')}>{schoolDate(certificate.issued_on, i18n.language)}</Fact>
        <Fact label={tp('part.grammar')}>{certificate.grammar_level}</Fact>
        <Fact label={tp('part.writing')}>{certificate.writing_level}</Fact>
        <Fact label={tp('part.speaking')}>{certificate.speaking_level}</Fact>
        <Fact label={t('certificate.overall')}>{certificate.overall_level}</Fact>
      </Facts>
    </Paper>
  );
}

/** How the overall level is put: "Your level: B2" to the employee, otherwise as the viewer's page says. */
type OverallText = (level: string) => string;

type PaidResultProps = {
  test: PaidPretest;
  section: PaidResultSection;
  title: string;
  breadcrumbs: PageHeaderProps['breadcrumbs'];
  sectionHref: (section: PaidResultSection) => string;
  overallText?: OverallText | undefined;
  /** Said above every section, e.g. to the employee what did not reach the school in time. */
  notice?: ReactNode;
};

/** A corporate placement test's result as the employee or the manager sees it, one tab per section. */
export function PaidResult({
  test,
  section,
  title,
  breadcrumbs,
  sectionHref,
  overallText,
  notice,
}: PaidResultProps) {
  const { t } = useTranslation('paidPretests');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={breadcrumbs}
        tabs={PAID_RESULT_SECTIONS.map((name) => ({
          label: t(`result.tab.${name}`),
          href: sectionHref(name),
          current: name === section,
        }))}
        tabsLabel={t('result.tabs')}
      />
      {notice}
      {section === 'general' && <General test={test} overallText={overallText} />}
      {section === 'grammar' && <PartFacts part={partOf(test, 'grammar')} />}
      {section === 'writing' && <Writing test={test} />}
      {section === 'speaking' && <Speaking test={test} />}
      {section === 'certificate' && <Certificate test={test} />}
    </>
  );
}
