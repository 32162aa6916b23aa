import { useSaveCourseTaskDraft, useSendCourseTaskWork } from '@cabinet/api/course-tasks';
import type { CourseTaskWork, FileRef } from '@cabinet/api/model';
import { saveCourseTaskDraftBodyTextMax } from '@cabinet/api/zod/course-tasks';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { TextInput } from '@cabinet/design-system/text-input';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../shared/FormFooter';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { errorMessage } from '../../shared/error-message';
import { AnswerFiles } from '../assignments/AnswerFiles';
import { LocalDraftNotice } from '../assignments/LocalDraftNotice';
import { type DraftContent, type LocalDraft, sameContent, startingPoint } from '../assignments/local-draft';
import { useLocalDraft } from '../assignments/use-local-draft';
import { Section } from '../courses/parts';
import { useWorkCache } from './course-task-cache';

const MAX_TEXT = saveCourseTaskDraftBodyTextMax;
type DraftValues = { text: string; files: FileRef[] };

/**
 * The trainee's next round: the text and files, "Save draft" (kept by the school) and "Send for
 * review" after a confirmation; once sent nothing can be changed. Nothing typed is lost: the
 * answer is kept on the device as it is written (a reload or a failed call finds it there), and a
 * failed call says why.
 */
export function CourseTaskDraftForm({ courseId, work }: { courseId: number; work: CourseTaskWork }) {
  const { t } = useTranslation('courseTasks');
  const save = useSaveCourseTaskDraft({ request: { silent: true } });
  const send = useSendCourseTaskWork({ request: { silent: true } });
  const remember = useWorkCache(courseId);
  const key = useMemo(
    () => ({
      scope: 'courseTask' as const,
      userId: work.trainee.id,
      assignmentId: work.task_id,
      studentId: work.trainee.id,
    }),
    [work.trainee.id, work.task_id],
  );
  const [start] = useState(() => startingPoint(key, { text: work.draft_text, files: work.draft_files }));
  const [local, setLocal] = useState<LocalDraft | null>(start.local);
  const [baseline, setBaseline] = useState<DraftContent>({ text: work.draft_text, files: work.draft_files });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, reset, getValues, formState } = useForm<DraftValues>({
    defaultValues: start.values,
  });
  const text = useWatch({ control, name: 'text' });
  const files = useWatch({ control, name: 'files' });
  const content = useMemo(() => ({ text, files }), [text, files]);
  const draft = useLocalDraft(key, content, baseline);
  const ids = { taskId: work.task_id, traineeId: work.trainee.id };

  const saveDraft = async (values: DraftValues) => {
    draft.persist();
    const answer = await save.mutateAsync({
      ...ids,
      data: { text: values.text, file_ids: values.files.map((file) => file.id) },
    });
    const saved = { text: answer.data.draft_text, files: answer.data.draft_files };
    reset(saved);
    setBaseline(saved);
    setLocal(null);
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
      draft.finish();
      setConfirming(false);
      remember(answer.data);
    } catch (error) {
      setConfirming(false);
      setProblem(errorMessage(error));
    }
  };

  const discardLocal = () => {
    const server = { text: work.draft_text, files: work.draft_files };
    reset(server);
    setBaseline(server);
    setLocal(null);
  };

  return (
    <Section title={work.status === 'need_edits' ? t('draft.titleEdits') : t('draft.title')}>
      <LeaveGuard when={!sameContent(content, baseline) && !formState.isSubmitting && !confirming} />
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void onSave(event)}>
        {local ? (
          <LocalDraftNotice keptAt={local.savedAt} onKeep={() => setLocal(null)} onDiscard={discardLocal} />
        ) : null}
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
