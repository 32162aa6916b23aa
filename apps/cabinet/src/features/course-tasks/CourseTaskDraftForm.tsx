import { useSaveCourseTaskDraft, useSendCourseTaskWork } from '@cabinet/api/course-tasks';
import type { CourseTaskWork, FileRef } from '@cabinet/api/model';
import { saveCourseTaskDraftBodyTextMax } from '@cabinet/api/zod/course-tasks';
import { ConfirmDialog } from '@cabinet/design-system/confirm-dialog';
import { TextInput } from '@cabinet/design-system/text-input';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../shared/FormFooter';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { AnswerFiles } from '../assignments/AnswerFiles';
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
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const form = useForm<DraftValues>({ defaultValues: { text: work.draft_text, files: work.draft_files } });
  const { control, handleSubmit, reset, getValues, formState } = form;
  const draft = useFormDraft({ form, name: 'courseTaskAnswer', record: [work.task_id, work.trainee.id] });
  const ids = { taskId: work.task_id, traineeId: work.trainee.id };

  const saveDraft = async (values: DraftValues) => {
    const answer = await save.mutateAsync({
      ...ids,
      data: { text: values.text, file_ids: values.files.map((file) => file.id) },
    });
    const saved = { text: answer.data.draft_text, files: answer.data.draft_files };
    reset(saved);
    draft.clear(values);
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
        <DraftNotice draft={draft} />
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
