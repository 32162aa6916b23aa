import { getListCatchUpsQueryKey, useCompleteCatchUp } from '@cabinet/api/catchups';
import type { CatchUp } from '@cabinet/api/model';
import { CardFrame, CardTitle, ExternalLink } from '@cabinet/design-system/card-frame';
import { Fact, Facts } from '@cabinet/design-system/fact-list';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Times } from '../courses/parts';
import { errorMessage } from '../../shared/error-message';
import { schoolAndViewerTimes } from '../../shared/school-time';
import { showToast } from '../../shared/toast-queue';
import { languageOf, nameIn } from '../../shared/in-language';

/** The contract lets the teacher complete a catch-up that has started: in progress, or incomplete after it ended. */
export const canComplete = (catchUp: Pick<CatchUp, 'status'>) =>
  catchUp.status === 'in_progress' || catchUp.status === 'incomplete';

/** A catch-up of the teacher's group: whose, which lesson it makes up for, when, where, its status and the way to complete it. */
export function TeacherCatchUpCard({ catchUp, courseId }: { catchUp: CatchUp; courseId: number }) {
  const { t, i18n } = useTranslation('teaching');
  const { t: courses } = useTranslation('courses');
  const language = languageOf(i18n.language);
  const titleId = useId();
  const queryClient = useQueryClient();
  const complete = useCompleteCatchUp({ request: { silent: true } });
  const missed = catchUp.missed_lesson;
  const done = async () => {
    await complete.mutateAsync({ catchUpId: catchUp.id });
    showToast(t('catchUps.completed'), 'success');
    await queryClient.invalidateQueries({ queryKey: getListCatchUpsQueryKey(courseId) });
  };
  return (
    <CardFrame titleId={titleId} component="li" sx={{ gap: 1.25 }}>
      <div>
        <StatusBadge vocabulary="catchUp" value={catchUp.status} />
      </div>
      <CardTitle id={titleId}>{nameIn(catchUp.student, language)}</CardTitle>
      <Facts>
        <Fact label={t('catchUps.missed')}>
          {courses('lesson.title', { number: missed.number, topic: missed.topic })}
        </Fact>
        <Fact label={courses('facts.time')}>
          <Times times={schoolAndViewerTimes(catchUp.starts_at, catchUp.ends_at, language)} />
        </Fact>
        {catchUp.zoom_link ? (
          <Fact label={courses('place.zoom')}>
            <ExternalLink href={catchUp.zoom_link}>{courses('place.joinZoom')}</ExternalLink>
          </Fact>
        ) : (
          <Fact label={courses('place.room')}>{catchUp.room ?? courses('place.roomLater')}</Fact>
        )}
      </Facts>
      {canComplete(catchUp) ? (
        <Button
          variant="outlined"
          onClick={() => void done().catch(() => undefined)}
          disabled={complete.isPending}
          aria-describedby={titleId}
          sx={{ alignSelf: 'flex-start' }}
        >
          {complete.isPending ? t('catchUps.completing') : t('catchUps.complete')}
        </Button>
      ) : catchUp.status === 'upcoming' ? (
        <Typography variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
          {t('catchUps.notYet')}
        </Typography>
      ) : null}
      {complete.isError ? <Alert severity="error">{errorMessage(complete.error)}</Alert> : null}
    </CardFrame>
  );
}
