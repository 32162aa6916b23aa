import {
  useGetCourseTask,
  useGetCourseTaskWork,
  useSaveCourseTaskDraft,
  useSendCourseTaskWork,
} from '@cabinet/api/course-tasks';
import type { CourseTask, CourseTaskWork, FileRef } from '@cabinet/api/model';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { formatDate } from '@cabinet/design-system/format';
import { StatusBadge } from '@cabinet/design-system/status-badge';
import { TextInput } from '@cabinet/design-system/text-input';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../shared/FormFooter';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { errorMessage } from '../../shared/error-message';
import { PageError } from '../../shared/PageError';
import { PageLoading } from '../../shared/PageLoading';
import { AnswerFiles } from '../assignments/AnswerFiles';
import { languageOf } from '../courses/course-present';
import { Section } from '../courses/parts';
import { CourseTaskAbout } from './CourseTaskTable';
import { WorkRounds } from './WorkRounds';
import { useWorkCache } from './course-task-cache';

const MAX_TEXT = 20_000;
type DraftValues = { text: string; files: FileRef[] };

/**
 * The trainee's next round: the text and files, "Save draft" (kept by the school, never lost) and
 * "Send for review" after a confirmation; once sent nothing can be changed. A failed call keeps
 * everything typed and says why.
 */
function DraftForm({ courseId, work }: { courseId: number; work: CourseTaskWork }) {
  const { t } = useTranslation('courseTasks');
  const save = useSaveCourseTaskDraft({ request: { silent: true } });
  const send = useSendCourseTaskWork({ request: { silent: true } });
  const remember = useWorkCache(courseId);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, reset, getValues, formState } = useForm<DraftValues>({
    defaultValues: { text: work.draft_text, files: work.draft_files },
  });
  const ids = { taskId: work.task_id, traineeId: work.trainee.id };

  const saveDraft = async (values: DraftValues) => {
    const answer = await save.mutateAsync({
      ...ids,
      data: { text: values.text, file_ids: values.files.map((file) => file.id) },
    });
    reset({ text: answer.data.draft_text, files: answer.data.draft_files });
    return answer.data;
  };

  const onSave = handleSubmit(async (values) => {
    setProblem(undefined);
    setDone('');
    try {
      remember(await saveDraft(values));
      setDone(t('draft.saved'));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });

  const onSend = async () => {
    setProblem(undefined);
    try {
      await saveDraft(getValues());
      const answer = await send.mutateAsync(ids);
      setConfirming(false);
      remember(answer.data);
    } catch (error) {
      setConfirming(false);
      setProblem(errorMessage(error));
    }
  };

  return (
    <Section title={work.status === 'need_edits' ? t('draft.titleEdits') : t('draft.title')}>
      <LeaveGuard when={formState.isDirty && !formState.isSubmitting && !confirming} />
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onSave(event)}>
        <Controller
          control={control}
          name="text"
          rules={{ maxLength: { value: MAX_TEXT, message: t('form.tooLong', { max: MAX_TEXT }) } }}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('draft.text')}
              multiline
              minRows={6}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="files"
          render={({ field }) => <AnswerFiles value={field.value} onChange={field.onChange} />}
        />
        <FormFooter problem={problem} done={done}>
          <Button type="submit" variant="outlined" disabled={formState.isSubmitting}>
            {t('draft.save')}
          </Button>
          <Button variant="contained" onClick={() => setConfirming(true)}>
            {t('draft.send')}
          </Button>
        </FormFooter>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('draft.confirmTitle')}
        text={t('draft.confirmText')}
        confirmLabel={t('draft.send')}
        cancelLabel={t('draft.back')}
        busy={save.isPending || send.isPending}
        onConfirm={() => void onSend()}
        onClose={() => setConfirming(false)}
      />
    </Section>
  );
}

function Status({ task, work }: { task: CourseTask; work: CourseTaskWork }) {
  const { t, i18n } = useTranslation('courseTasks');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">{t('work.status')}</Typography>
        <StatusBadge vocabulary="assignedTask" value={work.status} />
        {work.grade ? <StatusBadge vocabulary="traineeGrade" value={work.grade} /> : null}
      </Stack>
      {task.deadline ? (
        <Typography variant="body2">
          {t('work.deadline', { date: formatDate(task.deadline, languageOf(i18n.language)) })}
        </Typography>
      ) : null}
      {work.status === 'need_review' ? <Typography variant="body2">{t('work.sentNote')}</Typography> : null}
    </Stack>
  );
}

/** A course task as the trainee does it: the task, their next round (while they may write), every round with the tutor's comments. */
export function TraineeCourseTask({
  courseId,
  taskId,
  traineeId,
}: {
  courseId: number;
  taskId: number;
  traineeId: number;
}) {
  const task = useGetCourseTask(taskId);
  const work = useGetCourseTaskWork(taskId, traineeId);
  if (task.isPending || work.isPending) return <PageLoading />;
  if (task.isError || work.isError)
    return (
      <PageError
        error={task.error ?? work.error}
        onRetry={() => {
          void task.refetch();
          void work.refetch();
        }}
      />
    );
  const current = work.data.data;
  return (
    <Stack spacing={3}>
      <Status task={task.data.data} work={current} />
      <CourseTaskAbout task={task.data.data} />
      {current.can_edit ? (
        <DraftForm key={`${current.status}-${current.rounds.length}`} courseId={courseId} work={current} />
      ) : null}
      <WorkRounds work={current} />
    </Stack>
  );
}
