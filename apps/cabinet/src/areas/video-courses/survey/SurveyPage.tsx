import {
  useGetVideoCourse,
  useSendVideoCourseSurvey,
  getGetVideoCourseQueryKey,
} from '@cabinet/api/video-courses';
import { PageHeader } from '@cabinet/design-system/page-header';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { inLanguage } from '../../../features/video-courses/in-language';
import { courseHref, libraryHref } from '../../../features/video-courses/video-course-href';
import { ChoiceRadioGroup } from '../../../shared/ChoiceRadioGroup';
import { errorMessage } from '../../../shared/error-message';
import { QueryContent } from '../../../shared/QueryContent';

type SurveyValues = {
  rating: '' | '1' | '2' | '3' | '4' | '5';
  recommend: '' | 'yes' | 'no';
  comment: string;
};

const COMMENT_MAX = 1000;
const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** The survey after a course: how useful it was, whether the viewer would recommend it, a comment. */
export function SurveyPage({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation('videoCourses');
  const queryClient = useQueryClient();
  const course = useGetVideoCourse(courseId);
  const send = useSendVideoCourseSurvey({ request: { silent: true } });
  const { control, handleSubmit, formState } = useForm<SurveyValues>({
    defaultValues: { rating: '', recommend: '', comment: '' },
  });
  return (
    <QueryContent query={course} headingLevel={1}>
      {({ data }) => {
        const title = inLanguage(data.title, data.title_en, i18n.language);
        const submit = handleSubmit(async (values) => {
          await send
            .mutateAsync({
              videoCourseId: courseId,
              data: {
                rating: Number(values.rating),
                recommend: values.recommend === 'yes',
                ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
              },
            })
            .then(() =>
              queryClient.invalidateQueries({ queryKey: getGetVideoCourseQueryKey(courseId), exact: true }),
            )
            .catch(() => undefined);
        });
        return (
          <>
            <PageHeader
              title={t('survey.title')}
              breadcrumbs={[
                { label: t('library.title'), href: libraryHref() },
                { label: title, href: courseHref(courseId) },
                { label: t('survey.title') },
              ]}
            />
            {send.isSuccess ? (
              <Alert severity="success" sx={{ mb: 2 }}>
                {t('survey.thanks')}{' '}
                <Link component={RouterLink} to={courseHref(courseId)}>
                  {t('survey.back')}
                </Link>
              </Alert>
            ) : null}
            {!data.progress ? (
              <Alert severity="info">{t('survey.notBegun')}</Alert>
            ) : (
              <Stack
                component="form"
                noValidate
                spacing={2.5}
                sx={{ maxWidth: 640 }}
                onSubmit={(event) => void submit(event)}
                aria-label={t('survey.title')}
              >
                <Controller
                  name="rating"
                  control={control}
                  rules={{ required: t('survey.required') }}
                  render={({ field, fieldState }) => (
                    <ChoiceRadioGroup
                      name={field.name}
                      label={t('survey.rating')}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                      options={RATINGS.map((value) => ({ value, label: value }))}
                    />
                  )}
                />
                <Controller
                  name="recommend"
                  control={control}
                  rules={{ required: t('survey.required') }}
                  render={({ field, fieldState }) => (
                    <ChoiceRadioGroup
                      name={field.name}
                      label={t('survey.recommend')}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                      options={[
                        { value: 'yes', label: t('survey.yes') },
                        { value: 'no', label: t('survey.no') },
                      ]}
                    />
                  )}
                />
                <Controller
                  name="comment"
                  control={control}
                  rules={{
                    maxLength: { value: COMMENT_MAX, message: t('survey.tooLong', { max: COMMENT_MAX }) },
                  }}
                  render={({ field: { ref, ...field }, fieldState }) => (
                    <TextField
                      {...field}
                      inputRef={ref}
                      label={t('survey.comment')}
                      multiline
                      minRows={3}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message ?? t('survey.commentHint', { max: COMMENT_MAX })}
                      slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
                    />
                  )}
                />
                {send.isError ? <Alert severity="error">{errorMessage(send.error)}</Alert> : null}
                <Box>
                  <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                    {t('survey.send')}
                  </Button>
                </Box>
              </Stack>
            )}
          </>
        );
      }}
    </QueryContent>
  );
}
