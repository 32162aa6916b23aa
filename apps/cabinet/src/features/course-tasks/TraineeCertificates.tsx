import { useIssueTraineeCertificate, useListTraineeCertificates } from '@cabinet/api/course-tasks';
import { getGetCourseQueryKey, useGetCourse } from '@cabinet/api/courses';
import type { TraineeCertificate, TraineeCertificateType } from '@cabinet/api/model';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/error-message';
import { Section } from '../courses/parts';
import { DownloadTraineeCertificate } from './DownloadTraineeCertificate';
import { useListCourseTasksInvalidation } from './use-course-tasks-invalidation';
import { languageOf, nameIn } from '../../shared/in-language';
import { QueryContent } from '../../shared/QueryContent';

const ALL: readonly TraineeCertificateType[] = ['pass', 'strong_pass', 'pass_with_merit', 'no_certificate'];

/**
 * Whether the viewer issues the certificates now: the group's tutor once its last lesson is
 * completed (`open`), or not yet (`notFinished`, with the note `noteId` saying why); a substitute
 * only reads them (`reads`).
 */
type Issuing = { state: 'open' } | { state: 'notFinished'; noteId: string } | { state: 'reads' };

/** One trainee's line: grades, what they recommend, and the type the tutor issues. */
function CertificateRow({
  courseId,
  line,
  issuing,
}: {
  courseId: number;
  line: TraineeCertificate;
  issuing: Issuing;
}) {
  const { t, i18n } = useTranslation('courseTasks');
  const name = nameIn(line.trainee, languageOf(i18n.language));
  const [type, setType] = useState<TraineeCertificateType>(line.type ?? line.recommended);
  const issue = useIssueTraineeCertificate({ request: { silent: true } });
  const refresh = useListCourseTasksInvalidation(courseId);
  const allowed = line.eligible ? ALL : (['no_certificate'] as const);
  const queryClient = useQueryClient();
  // A refusal reads the group again: if it is not finished after all, the page then says why.
  const submit = () =>
    issue.mutate(
      { courseId, traineeId: line.trainee.id, data: { type } },
      {
        onSuccess: () => refresh(),
        onError: () => void queryClient.invalidateQueries({ queryKey: getGetCourseQueryKey(courseId) }),
      },
    );
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={name}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0, my: 1 }}
      >
        {line.grades.map(({ kind, grade }) => (
          <li key={kind}>
            <Typography variant="body2" component="span">
              {t(`kinds.${kind}`)}:{' '}
            </Typography>
            {grade ? (
              <StatusBadge vocabulary="traineeGrade" value={grade} />
            ) : (
              <Typography variant="body2" component="span">
                {t('certificates.noGrade')}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
      <Typography variant="body2">
        {line.eligible
          ? t('certificates.recommended', { type: t(`certificates.types.${line.recommended}`) })
          : t('certificates.notEligible')}
      </Typography>
      {issuing.state === 'reads' ? (
        <Stack direction="row" sx={{ mt: 1.5 }}>
          <StatusBadge vocabulary="certificateStatus" value={line.status} />
        </Stack>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={t('certificates.type', { name })}
            value={allowed.includes(type) ? type : 'no_certificate'}
            onChange={(event) => setType(event.target.value as TraineeCertificateType)}
            sx={{ minWidth: 220 }}
          >
            {allowed.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`certificates.types.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={submit}
            disabled={issue.isPending || issuing.state === 'notFinished'}
            aria-describedby={issuing.state === 'notFinished' ? issuing.noteId : undefined}
          >
            {t('certificates.issue')}
          </Button>
          <StatusBadge vocabulary="certificateStatus" value={line.status} />
        </Stack>
      )}
      {line.type ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography variant="body2" role="status">
            {t('certificates.issued', { type: t(`certificates.types.${line.type}`) })}
          </Typography>
          {line.type !== 'no_certificate' ? (
            <DownloadTraineeCertificate courseId={courseId} traineeId={line.trainee.id} name={name} />
          ) : null}
        </Stack>
      ) : null}
      {issue.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(issue.error)}
        </Alert>
      ) : null}
    </Paper>
  );
}

/**
 * The trainees' certificates of a TYLT group, for the tutor: each trainee's grades, whether they
 * may get one (Pass on both observation tasks, results for the university part and the final
 * test), the type the grades recommend and the tutor's choice, issued once the group's last
 * lesson is completed (docs/rules-and-limits.md#certificates; until then the page says so and
 * "Issue" waits). A substitute (`canIssue` false) reads them.
 */
export function TraineeCertificates({ courseId, canIssue = true }: { courseId: number; canIssue?: boolean }) {
  const { t } = useTranslation('courseTasks');
  const noteId = useId();
  const query = useListTraineeCertificates(courseId);
  const course = useGetCourse(courseId);
  return (
    <QueryContent query={[query, course]}>
      {([queryData, courseData]) => {
        const finished = courseData.data.status === 'finished';
        const issuing: Issuing = !canIssue
          ? { state: 'reads' }
          : finished
            ? { state: 'open' }
            : { state: 'notFinished', noteId };
        return (
          <Section title={t('certificates.title')}>
            {issuing.state === 'open' ? null : (
              <Typography variant="body2" id={noteId} sx={{ mb: 2 }}>
                {t(issuing.state === 'reads' ? 'certificates.substitute' : 'certificates.notFinished')}
              </Typography>
            )}
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {queryData.data.map((line) => (
                <CertificateRow
                  key={`${line.trainee.id}-${line.type ?? ''}-${line.eligible}`}
                  courseId={courseId}
                  line={line}
                  issuing={issuing}
                />
              ))}
            </Stack>
          </Section>
        );
      }}
    </QueryContent>
  );
}
