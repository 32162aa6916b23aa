import type { PaidPretest, PaidPretestFeedback, PaidPretestFeedbackPart } from '@cabinet/api/model';
import { useGetPaidPretest } from '@cabinet/api/paid-pretests';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { PageHeader } from '@cabinet/design-system/page-header';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { schoolDateTime } from '../../../features/placement-tests/dates';
import { WrittenText } from '../../../features/placement-tests/WrittenText';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { paths } from '../../../shared/paths';
import { employeeName } from './check-state';
import { FeedbackForm } from './FeedbackForm';
import { SentFeedback, type SentNotice } from './SentFeedback';
import { useRefreshCheck } from './use-refresh-check';

type FeedbackPageProps = { id: number; part: PaidPretestFeedbackPart; feedbackId: number };

/** The text the writing feedback is about, folded away so the form comes first on a phone. */
function TextToRead({ test }: { test: PaidPretest }) {
  const { t } = useTranslation('teacherPretests');
  if (!test.writing) return null;
  return (
    // The accordion sets its own margins: a box keeps the page's spacing around it.
    <Box>
      {/* Its heading comes right under the page's h1: a second level, not MUI's default third. */}
      <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon aria-hidden="true" />}
          aria-controls="written-text"
          id="written-text-summary"
        >
          {t('feedback.readText')}
        </AccordionSummary>
        <AccordionDetails id="written-text">
          <Stack spacing={2}>
            <WrittenText writing={test.writing} />
          </Stack>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}

function Editor({ test, feedback }: { test: PaidPretest; feedback: PaidPretestFeedback }) {
  const { t, i18n } = useTranslation(['teacherPretests', 'paidPretests']);
  const [notice, setNotice] = useState<SentNotice>(null);
  const refresh = useRefreshCheck(test.id);
  const name = employeeName(test.student, i18n.language);
  const part = t(`feedback.title.${feedback.part}`);
  const onSaved = (saved: PaidPretestFeedback) =>
    refresh((old) => ({
      ...old,
      feedbacks: old.feedbacks.map((other) => (other.id === saved.id ? saved : other)),
    }));
  return (
    <>
      <PageHeader
        title={t('feedback.pageTitle', { part, name })}
        breadcrumbs={[
          { label: t('list.title'), href: paths.corporateTeacher.paidPlacementTests.to() },
          { label: name, href: paths.corporateTeacher.paidPlacementTest.to(test.id, feedback.part) },
          { label: part },
        ]}
      />
      <Stack spacing={3}>
        <Facts>
          {!feedback.sent_at && (
            <Fact label={t('paidPretests:feedback.kindLabel')}>
              {t(`paidPretests:feedback.kind.${feedback.kind}`)}
            </Fact>
          )}
          <Fact label={t('feedback.state')}>
            {feedback.sent_at
              ? t('feedback.sentOn', { date: schoolDateTime(feedback.sent_at, i18n.language) })
              : t('feedback.draftState')}
          </Fact>
        </Facts>
        {feedback.part === 'writing' && <TextToRead test={test} />}
        <Box>
          {feedback.sent_at ? (
            <SentFeedback test={test} feedback={feedback} notice={notice} />
          ) : (
            <FeedbackForm
              key={feedback.id}
              testId={test.id}
              feedback={feedback}
              onSaved={onSaved}
              onSent={(how) => {
                setNotice(how);
                if (how === 'locked') void refresh();
              }}
            />
          )}
        </Box>
      </Stack>
    </>
  );
}

/** `/teacher-corporate/pretests/paid/:id/:part/feedback/:feedbackId`: writing a part's feedback, or reading it once sent. */
export function FeedbackPage({ id, part, feedbackId }: FeedbackPageProps) {
  const query = useGetPaidPretest(id);
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return <PageError error={query.error} onRetry={() => void query.refetch()} headingLevel={1} />;
  const test = query.data.data;
  const feedback = test.feedbacks.find((candidate) => candidate.id === feedbackId);
  if (!feedback || feedback.part !== part) return <Navigate to={paths.notFound.to()} replace />;
  return <Editor test={test} feedback={feedback} />;
}
