import { useGetCourseTaskWork, useReviewCourseTaskWork } from '@cabinet/api/course-tasks';
import type { CourseTaskWork, TraineeGrade } from '@cabinet/api/model';
import { DS_NAMESPACE } from '@cabinet/design-system/i18n';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import { TextInput } from '@cabinet/design-system/text-input';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceRadioGroup } from '../../shared/ChoiceRadioGroup';
import { FormFooter } from '../../shared/FormFooter';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { showToast } from '../../shared/toast-queue';
import { Section } from '../courses/parts';
import { WorkRounds } from './WorkRounds';
import { useWorkCache } from './course-task-cache';
import { QueryContent } from '../../shared/QueryContent';

const GRADES: readonly TraineeGrade[] = ['pass', 'strong_pass', 'pass_with_merit', 'not_pass'];
type ReviewValues = { comment: string; grade: TraineeGrade | '' };

/**
 * The tutor's answer to a work: return it for edits with a comment (a sent work), or complete it
 * with a grade (sent, returned, or in progress even though never sent). Says why when neither is
 * possible; a failed call keeps the comment and grade.
 */
function ReviewForm({ courseId, work }: { courseId: number; work: CourseTaskWork }) {
  const { t } = useTranslation('courseTasks');
  const { t: status } = useTranslation(DS_NAMESPACE);
  const review = useReviewCourseTaskWork({ request: { silent: true } });
  const remember = useWorkCache(courseId);
  const [problem, setProblem] = useState<string>();
  const form = useForm<ReviewValues>({ defaultValues: { comment: '', grade: '' } });
  const { control, handleSubmit, setError, reset, formState } = form;
  const canReturn = work.status === 'need_review';
  const canComplete = ['in_progress', 'need_review', 'need_edits'].includes(work.status);
  const draft = useFormDraft({
    form,
    name: 'courseTaskReview',
    record: [work.task_id, work.trainee.id],
    enabled: canReturn || canComplete,
  });
  if (!canReturn && !canComplete)
    return (
      <Typography variant="body2">
        {t(`review.closed.${work.status === 'completed' ? 'completed' : 'notWritten'}`)}
      </Typography>
    );

  const decide = (decision: 'return' | 'complete') =>
    handleSubmit(async (values) => {
      setProblem(undefined);
      if (decision === 'return' && values.comment.trim() === '') {
        setError(
          'comment',
          { type: 'required', message: t('review.commentRequired') },
          { shouldFocus: true },
        );
        return;
      }
      if (decision === 'complete' && !values.grade) {
        setError('grade', { type: 'required', message: t('review.gradeRequired') });
        return;
      }
      try {
        const answer = await review.mutateAsync({
          taskId: work.task_id,
          traineeId: work.trainee.id,
          data: { decision, comment: values.comment, ...(values.grade ? { grade: values.grade } : {}) },
        });
        reset({ comment: '', grade: '' });
        draft.clear(values);
        remember(answer.data);
        // A toast: the form is rebuilt for the work's new status, and the message outlives it.
        showToast(t(decision === 'return' ? 'review.returned' : 'review.completed'), 'success');
      } catch (error) {
        setProblem(errorMessage(error));
      }
    });

  return (
    <Section title={t('review.title')}>
      <LeaveGuard when={formState.isDirty && !formState.isSubmitting} />
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => event.preventDefault()}>
        <DraftNotice draft={draft} />
        {!canReturn ? <Typography variant="body2">{t('review.unsent')}</Typography> : null}
        <Controller
          control={control}
          name="comment"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('review.comment')}
              multiline
              minRows={3}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="grade"
          render={({ field, fieldState }) => (
            <ChoiceRadioGroup
              label={t('review.grade')}
              name={field.name}
              options={GRADES.map((grade) => ({
                value: grade,
                label: status(`status.traineeGrade.${grade}`),
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormFooter problem={problem}>
          {canReturn ? (
            <Button
              variant="outlined"
              disabled={formState.isSubmitting}
              onClick={() => void decide('return')()}
            >
              {t('review.return')}
            </Button>
          ) : null}
          <Button
            variant="contained"
            disabled={formState.isSubmitting}
            onClick={() => void decide('complete')()}
          >
            {t('review.complete')}
          </Button>
        </FormFooter>
      </Stack>
    </Section>
  );
}

/**
 * A trainee's work as the tutor reviews it: its state, every round, and the review form; a
 * substitute (`readOnly`) reads it, told that the group's tutor reviews it.
 */
export function CourseTaskReview({
  courseId,
  taskId,
  traineeId,
  readOnly = false,
}: {
  courseId: number;
  taskId: number;
  traineeId: number;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('courseTasks');
  const query = useGetCourseTaskWork(taskId, traineeId);
  return (
    <QueryContent query={query}>
      {({ data: work }) => (
        <Stack spacing={3}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2">{t('work.status')}</Typography>
            <StatusBadge vocabulary="assignedTask" value={work.status} />
            {work.grade ? <StatusBadge vocabulary="traineeGrade" value={work.grade} /> : null}
          </Stack>
          {readOnly ? (
            <Typography variant="body2">{t('review.substitute')}</Typography>
          ) : (
            <ReviewForm key={`${work.status}-${work.rounds.length}`} courseId={courseId} work={work} />
          )}
          <WorkRounds work={work} />
        </Stack>
      )}
    </QueryContent>
  );
}
