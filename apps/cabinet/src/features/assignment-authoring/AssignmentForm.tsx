import { useCreateAssignment, useUpdateAssignment } from '@cabinet/api/assignments';
import type { Assignment, AssignmentKind } from '@cabinet/api/model';
import {
  createAssignmentBodyDescriptionMax as DESCRIPTION_MAX,
  createAssignmentBodyTitleEnMax as TITLE_EN_MAX,
  createAssignmentBodyTitleMax as TITLE_MAX,
} from '@cabinet/api/zod/assignments';
import { TextInput } from '@cabinet/design-system/text-input';
import { VideoLinkField, isVideoLink } from '@cabinet/design-system/video-link-field';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LeaveGuard } from '../../shared/LeaveGuard';
import { DraftNotice } from '../../shared/drafts/DraftNotice';
import { useFormDraft } from '../../shared/drafts/use-form-draft';
import { errorMessage } from '../../shared/error-message';
import { Moment } from '../assignments/Moment';
import { AnswerFiles } from '../assignments/AnswerFiles';
import { EditReachNotice } from './EditReachNotice';
import { QuestionsEditor } from './QuestionsEditor';
import { StudentFilesFields } from './StudentFilesFields';
import { TestSettings } from './TestSettings';
import { apiField } from './api-field';
import {
  type AssignmentFormValues,
  createBody,
  fromLocalInput,
  initialValues,
  updateBody,
} from './form-values';

type AssignmentFormProps = {
  courseId: number;
  kind: AssignmentKind;
  moduleId: number;
  /** The task or test being edited; none when creating. */
  assignment?: Assignment | undefined;
  cancelHref: string;
  /** Saved: the assignment as the school keeps it and, on editing, how many students it reached. */
  onSaved: (assignment: Assignment, reached: number | null) => void;
};

/** The form fields the school may name in a refusal. */
const FORM_FIELDS: Record<string, keyof AssignmentFormValues> = {
  title: 'title',
  title_en: 'title_en',
  description: 'description',
  video_link: 'video_link',
  max_score: 'max_score',
  deadline: 'deadline',
  file_ids: 'files',
  test_type: 'test_type',
  platform: 'platform',
};

/**
 * Creates or edits a task or a test. A task needs its title ("Add title"); a
 * test its description and maximum score. A new item is saved hidden from students until access
 * is granted. Editing a published item says beforehand whom the change reaches. A refused save
 * keeps what was typed and shows the school's reason under its field.
 */
export function AssignmentForm({
  courseId,
  kind,
  moduleId,
  assignment,
  cancelHref,
  onSaved,
}: AssignmentFormProps) {
  const { t } = useTranslation('assignmentAuthoring');
  const creating = !assignment;
  const create = useCreateAssignment({ request: { silent: true } });
  const update = useUpdateAssignment({ request: { silent: true } });
  const [failure, setFailure] = useState<string | null>(null);
  // The saved answer waits for the next render, when the leave guard no longer holds the page.
  const [saved, setSaved] = useState<{ assignment: Assignment; reached: number | null } | null>(null);
  const announce = useEffectEvent((done: NonNullable<typeof saved>) =>
    onSaved(done.assignment, done.reached),
  );
  useEffect(() => {
    if (saved) announce(saved);
  }, [saved]);
  const form = useForm<AssignmentFormValues>({ defaultValues: initialValues(assignment) });
  const { control, handleSubmit, setError, formState } = form;
  // A new item's draft belongs to its module and kind; an edited one's to the item.
  const draft = useFormDraft({
    form,
    name: creating ? 'newAssignment' : 'assignment',
    record: creating ? [courseId, moduleId, kind] : assignment.id,
  });
  const busy = create.isPending || update.isPending;
  const deadline = fromLocalInput(useWatch({ control, name: 'deadline' }));
  const task = kind === 'task';
  const platform = useWatch({ control, name: 'platform' });

  const refused = (error: unknown) => {
    const message = errorMessage(error);
    const field = apiField(error);
    const formField = field ? FORM_FIELDS[field] : undefined;
    if (formField) setError(formField, { message }, { shouldFocus: true });
    setFailure(t('form.saveFailed', { message }));
  };

  const submit = handleSubmit((values) => {
    setFailure(null);
    if (assignment) {
      update.mutate(
        { assignmentId: assignment.id, data: updateBody(kind, values) },
        {
          onSuccess: (answer) => {
            draft.clear(values);
            setSaved({ assignment: answer.data, reached: answer.reached_students });
          },
          onError: refused,
        },
      );
    } else {
      create.mutate(
        { courseId, data: createBody(kind, moduleId, values) },
        {
          onSuccess: (answer) => {
            draft.clear(values);
            setSaved({ assignment: answer.data, reached: null });
          },
          onError: refused,
        },
      );
    }
  });

  const heading = t(`form.heading.${creating ? 'create' : 'edit'}.${kind}`);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="assignment-form-heading"
      sx={{ display: 'grid', gap: 2.5, maxWidth: 760 }}
    >
      <LeaveGuard when={formState.isDirty && saved === null} />
      <Typography id="assignment-form-heading" component="h2" variant="h5" sx={{ m: 0 }}>
        {heading}
      </Typography>
      {creating ? (
        <Alert severity="info" role="note">
          {t('form.hiddenOnCreate')}
        </Alert>
      ) : assignment.published ? (
        <EditReachNotice assignment={assignment} />
      ) : null}
      <DraftNotice draft={draft} />
      <Typography variant="body2" color="textSecondary" sx={{ m: 0 }}>
        {t('form.requiredHint')}
      </Typography>
      <Controller
        control={control}
        name="title"
        rules={{
          validate: (value) => (!task || value.trim() !== '' ? true : t('form.titleRequired')),
          maxLength: { value: TITLE_MAX, message: t('form.tooLong', { max: TITLE_MAX }) },
        }}
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={task ? t('form.title') : t('form.testTitle')}
            required={task}
            disabled={busy}
            error={fieldState.error?.message}
            hint={task ? undefined : t('form.testTitleHint')}
          />
        )}
      />
      <Controller
        control={control}
        name="title_en"
        rules={{ maxLength: { value: TITLE_EN_MAX, message: t('form.tooLong', { max: TITLE_EN_MAX }) } }}
        render={({ field, fieldState }) => (
          <TextInput {...field} label={t('form.titleEn')} disabled={busy} error={fieldState.error?.message} />
        )}
      />
      <Controller
        control={control}
        name="description"
        rules={{
          validate: (value) => (task || value.trim() !== '' ? true : t('form.descriptionRequired')),
          maxLength: { value: DESCRIPTION_MAX, message: t('form.tooLong', { max: DESCRIPTION_MAX }) },
        }}
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={t('form.description')}
            required={!task}
            disabled={busy}
            multiline
            minRows={4}
            error={fieldState.error?.message}
          />
        )}
      />
      {task ? (
        <>
          <Controller
            control={control}
            name="files"
            render={({ field, fieldState }) => (
              <AnswerFiles
                label={t('form.files')}
                value={field.value}
                onChange={field.onChange}
                disabled={busy}
                error={fieldState.error?.message}
              />
            )}
          />
          <StudentFilesFields courseId={courseId} control={control} disabled={busy} />
          <Controller
            control={control}
            name="video_link"
            rules={{
              validate: (value) =>
                value.trim() === '' || isVideoLink(value) ? true : t('form.videoLinkInvalid'),
            }}
            render={({ field, fieldState }) => (
              <VideoLinkField {...field} disabled={busy} error={fieldState.error?.message} />
            )}
          />
        </>
      ) : (
        <>
          <TestSettings control={control} creating={creating} disabled={busy} />
          {platform === 'on' ? <QuestionsEditor control={control} disabled={busy} /> : null}
        </>
      )}
      <Controller
        control={control}
        name="deadline"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            type="datetime-local"
            label={t('form.deadline')}
            disabled={busy}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('form.deadlineHint')}
            sx={{ maxWidth: 320 }}
          />
        )}
      />
      {deadline ? (
        <Typography component="div" variant="body2" sx={{ m: 0 }}>
          <Moment iso={deadline} />
        </Typography>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t(creating ? 'form.create' : 'form.save')}
        </Button>
        <Button component={RouterLink} to={cancelHref} variant="outlined">
          {t('form.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
