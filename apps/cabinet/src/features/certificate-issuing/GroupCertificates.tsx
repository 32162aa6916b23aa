import {
  getListCertificatesQueryKey,
  useGenerateCertificates,
  useListCertificates,
} from '@cabinet/api/certificates';
import type { Certificate } from '@cabinet/api/model';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { ListSkeleton } from '@cabinet/design-system/list-skeleton';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { CourseCertificateCard } from '../certificates/CourseCertificateCard';
import { ChangeCertificateDialog } from './ChangeCertificateDialog';
import { formatAttendance } from '../../shared/attendance';
import { chosenByTeacher, ruleReason } from './certificate-explain';
import { nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

/** Why this student gets this type, in words: the rule's facts, and the teacher's choice when it differs. */
function Why({ certificate }: { certificate: Certificate }) {
  const { t, i18n } = useTranslation('certificateIssuing');
  const { t: ds } = useTranslation(DS_NAMESPACE);
  const rule = ruleReason(certificate);
  return (
    <Typography variant="body2" component="p" sx={{ m: 0 }}>
      {t(`why.${rule.reason}`, {
        percent: formatAttendance(certificate.attendance_percent, i18n.language),
        grade: certificate.final_grade ?? '',
        type: ds(`status.certificateType.${rule.type}`),
      })}
      {chosenByTeacher(certificate)
        ? ` ${t('why.teacherChoice', { type: ds(`status.certificateType.${certificate.type}`) })}`
        : ''}
    </Typography>
  );
}

/**
 * A group's certificates as its teacher issues them: a card per student with
 * the type, status, attendance and final test grade, and why the certificate rule recommends
 * that type; "Generate certificates", refused until the last lesson is completed; changing a
 * student's type or deciding on no certificate with a comment.
 */
export function GroupCertificates({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('certificateIssuing');
  const language = i18n.language === 'en' ? 'en' : 'uk';
  const titleId = useId();
  const queryClient = useQueryClient();
  const list = useListCertificates({ course_id: courseId });
  const generate = useGenerateCertificates({ request: { silent: true } });
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [news, setNews] = useState('');
  const [changing, setChanging] = useState<Certificate | null>(null);

  const confirmGenerate = () => {
    setRefusal(undefined);
    setNews('');
    generate.mutate(
      { courseId },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(getListCertificatesQueryKey({ course_id: courseId }), answer);
          void queryClient.invalidateQueries({ queryKey: getListCertificatesQueryKey() });
          setAsking(false);
          setNews(t('generate.done', { count: answer.data.length }));
        },
        onError: (error) => {
          setAsking(false);
          setRefusal(errorMessage(error));
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, maxWidth: '75ch' }}>
        {t('rule')}
      </Typography>
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" onClick={() => setAsking(true)}>
            {t('generate.action')}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('generate.hint')}
          </Typography>
        </Stack>
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        ) : null}
        {news ? (
          <Alert severity="success" role="status">
            {news}
          </Alert>
        ) : null}
        <QueryContent
          query={list}
          loading={<ListSkeleton rows={3} />}
          empty={<Typography variant="body2">{t('empty')}</Typography>}
        >
          {({ data: rows }) => (
            <CardGrid aria-labelledby={titleId}>
              {rows.map((certificate) => (
                <Box component="li" key={certificate.id} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
                  <CourseCertificateCard certificate={certificate} headingLevel={3} showStudent stretch />
                  <Why certificate={certificate} />
                  <Box>
                    <Button
                      variant="outlined"
                      aria-label={t('change.actionFor', { name: nameIn(certificate.student, language) })}
                      onClick={() => setChanging(certificate)}
                    >
                      {t('change.action')}
                    </Button>
                  </Box>
                </Box>
              ))}
            </CardGrid>
          )}
        </QueryContent>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('generate.confirmTitle')}
        text={t('generate.confirmText')}
        confirmLabel={t('generate.confirm')}
        busy={generate.isPending}
        onConfirm={confirmGenerate}
        onClose={() => setAsking(false)}
      />
      <ChangeCertificateDialog
        certificate={changing}
        studentName={changing ? nameIn(changing.student, language) : ''}
        onClose={() => setChanging(null)}
        onChanged={(changed) => {
          setChanging(null);
          const name = nameIn(changed.student, language);
          setNews(t('change.done', { name }));
        }}
      />
    </Box>
  );
}
