import { useCreateCourseTask, useGetCourseTask, useUpdateCourseTask } from '@cabinet/api/course-tasks';
import type { CourseTask, CourseTaskKind, FileRef } from '@cabinet/api/model';
import {
  createCourseTaskBodyOneDescriptionMax,
  createCourseTaskBodyOneTitleMax,
} from '@cabinet/api/zod/course-tasks';
import { TextInput } from '@cabinet/design-system/text-input';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormFooter } from '../../shared/FormFooter';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { AnswerFiles } from '../assignments/AnswerFiles';
import { useListCourseTasksInvalidation } from './use-course-tasks-invalidation';
import { QueryContent } from '../../shared/QueryContent';

type TaskValues = { title: string; description: string; deadline: string; files: FileRef[] };

const valuesOf = (task: CourseTask | undefined): TaskValues => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  deadline: task?.deadline ?? '',
  files: task?.files ?? [],
});

type FormProps = {
  courseId: number;
  kind: CourseTaskKind;
  task?: CourseTask | undefined;
  /** Where the tutor goes once the task is saved (its table). */
  doneHref: (task: CourseTask) => string;
};

/**
 * The tutor writes a course task: the title (required, "Add title"), the description, the
 * deadline and up to 10 files. A failed save keeps everything typed and says why under its field.
 */
function TaskForm({ courseId, kind, task, doneHref }: FormProps) {
  const { t } = useTranslation('courseTasks');
  const navigate = useNavigate();
  const create = useCreateCourseTask({ request: { silent: true } });
  const update = useUpdateCourseTask({ request: { silent: true } });
  const refresh = useListCourseTasksInvalidation(courseId);
  const [problem, setProblem] = useState<string>();
  const form = useForm<TaskValues>({ defaultValues: valuesOf(task) });
  const { control, handleSubmit, setError, reset, formState } = form;
  const draft = useFormDraft({ form, name: 'courseTask', record: task ? task.id : [courseId, kind, 'new'] });

  const submit = handleSubmit(async (values) => {
    setProblem(undefined);
    const data = {
      title: values.title.trim(),
      description: values.description,
      deadline: values.deadline || null,
      file_ids: values.files.map((file) => file.id),
    };
    try {
      const answer = task
        ? await update.mutateAsync({ taskId: task.id, data })
        : await create.mutateAsync({ courseId, data: { ...data, kind } });
      refresh();
      draft.clear(values);
      reset(valuesOf(answer.data));
      void navigate(doneHref(answer.data));
    } catch (error) {
      const field = (error as { data?: { field?: string } }).data?.field;
      if (field === 'title')
        setError('title', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      else setProblem(errorMessage(error));
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ maxWidth: 760 }}
      onSubmit={(event) => void submit(event)}
    >
      <LeaveGuard when={formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful} />
      <DraftNotice draft={draft} />
      <Controller
        control={control}
        name="title"
        rules={{
          validate: (value) => value.trim() !== '' || t('form.titleRequired'),
          maxLength: {
            value: createCourseTaskBodyOneTitleMax,
            message: t('form.tooLong', { max: createCourseTaskBodyOneTitleMax }),
          },
        }}
        render={({ field, fieldState }) => (
          <TextInput {...field} label={t('form.title')} required error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="description"
        rules={{
          maxLength: {
            value: createCourseTaskBodyOneDescriptionMax,
            message: t('form.tooLong', { max: createCourseTaskBodyOneDescriptionMax }),
          },
        }}
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={t('form.description')}
            multiline
            minRows={4}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="deadline"
        render={({ field }) => (
          <TextField
            {...field}
            type="date"
            label={t('form.deadline')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 260 }}
          />
        )}
      />
      <Controller
        control={control}
        name="files"
        render={({ field }) => <AnswerFiles value={field.value} onChange={field.onChange} />}
      />
      <FormFooter problem={problem}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {task ? t('form.save') : t('form.create')}
        </Button>
      </FormFooter>
    </Stack>
  );
}

/** A new task of a kind. */
export function CreateCourseTask(props: Omit<FormProps, 'task'>) {
  return <TaskForm {...props} />;
}

/** An existing task, read first. */
export function EditCourseTask({ taskId, ...props }: Omit<FormProps, 'task'> & { taskId: number }) {
  const query = useGetCourseTask(taskId);
  return (
    <QueryContent query={query}>
      {({ data: task }) => <TaskForm key={task.id} {...props} task={task} />}
    </QueryContent>
  );
}
