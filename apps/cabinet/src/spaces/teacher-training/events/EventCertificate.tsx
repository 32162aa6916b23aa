import { downloadEventCertificate, getGetEventTestQueryKey, useGetEventTest } from '@cabinet/api/events';
import { ApiError } from '@cabinet/api/http';
import type { Event } from '@cabinet/api/model';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../shared/save-file';
import { errorMessage } from '../../../shared/error-message';
import { PageError } from '../../../shared/PageError';
import { PageLoading } from '../../../shared/PageLoading';
import { refreshEvent } from './event-cache';
import { EventTestForm } from './EventTestForm';
import { NameEnForm } from './NameEnForm';

/** The certificate tab: the test after the event (with the English name first), then the PDF. */
export function EventCertificate({ event }: { event: Event }) {
  const { t } = useTranslation('events');
  const [passedWith, setPassedWith] = useState<number | null>(null);
  const queryClient = useQueryClient();
  let body;
  if (event.certificate_available) {
    body = (
      <>
        <Alert severity="success">
          {passedWith !== null ? `${t('test.passed', { percent: passedWith })} ` : ''}
          {t('certificate.passed')}
        </Alert>
        <DownloadEventCertificate eventId={event.id} />
      </>
    );
  } else if (event.test_state !== 'open') body = <Alert severity="info">{t('certificate.notOpen')}</Alert>;
  else {
    body = (
      <>
        <Typography>{t('certificate.intro')}</Typography>
        {event.last_test_percent !== null ? (
          <Typography variant="body2">
            {t('certificate.lastResult', { percent: event.last_test_percent })}
          </Typography>
        ) : null}
        <EventTest
          eventId={event.id}
          onPassed={(percent) => {
            setPassedWith(percent);
            void refreshEvent(queryClient, event.id);
          }}
        />
      </>
    );
  }
  return (
    <Stack component="section" aria-labelledby="event-certificate" spacing={2}>
      <Typography id="event-certificate" component="h2" variant="h6">
        {t('certificate.title')}
      </Typography>
      {body}
    </Stack>
  );
}

const needsName = (error: unknown) => error instanceof ApiError && error.code === 'name_en_required';

/** The test, or first the English-name form when the school asks for the name. */
function EventTest({ eventId, onPassed }: { eventId: number; onPassed: (percent: number) => void }) {
  const queryClient = useQueryClient();
  const test = useGetEventTest(eventId, { request: { silent: true } });
  if (test.isPending) return <PageLoading />;
  if (test.isError && needsName(test.error)) {
    return (
      <NameEnForm
        onSaved={() => void queryClient.invalidateQueries({ queryKey: getGetEventTestQueryKey(eventId) })}
      />
    );
  }
  if (test.isError)
    return <PageError error={test.error} onRetry={() => void test.refetch()} headingLevel={3} />;
  return (
    <EventTestForm eventId={eventId} test={test.data.data} onPassed={(result) => onPassed(result.percent)} />
  );
}

function DownloadEventCertificate({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const download = useMutation({
    mutationFn: () => downloadEventCertificate(eventId, { silent: true }),
    onSuccess: (file) => saveFile(file, `event-certificate-${eventId}.pdf`),
  });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Button variant="contained" loading={download.isPending} onClick={() => download.mutate()}>
        {t('certificate.download')}
      </Button>
      {download.isError ? (
        <Alert severity="error" variant="outlined" sx={{ width: '100%' }}>
          {t('certificate.downloadFailed', { message: errorMessage(download.error) })}
        </Alert>
      ) : null}
    </Box>
  );
}
