import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { DialogButtons, DialogForm, DialogFrame, ServerError } from '../confirm-dialog';
import { LessonOption } from './LessonOption';
import {
  appointmentBlock,
  lessonChoiceError,
  offeredLessons,
  type TestAppointmentLesson,
  type TestKind,
} from './test-appointment';

export type TestAppointmentDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The course's lessons; only upcoming and in-progress ones are offered. */
  lessons: readonly TestAppointmentLesson[];
  testKind: TestKind;
  /** The course already has its final test (one per course). */
  courseHasFinalTest?: boolean | undefined;
  onSubmit: (lessonId: string) => void;
  busy?: boolean | undefined;
  /** The server's message when the appointment failed. */
  error?: string | undefined;
};

const BLOCK_TEXT = { final_test_used: 'finalTestUsed', no_lessons: 'noLessons' } as const;

/** Appoints a test of a kind to one lesson of the course. */
export function TestAppointmentDialog({ open, onClose, ...form }: TestAppointmentDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <DialogFrame open={open} onClose={onClose} titleId={titleId} descriptionId={descriptionId}>
      <TestAppointmentForm {...form} onClose={onClose} titleId={titleId} descriptionId={descriptionId} />
    </DialogFrame>
  );
}

type FormProps = Omit<TestAppointmentDialogProps, 'open'> & { titleId: string; descriptionId: string };

/** Mounted while the dialog is open, so every opening starts without a choice. */
function TestAppointmentForm({
  titleId,
  descriptionId,
  lessons,
  testKind,
  courseHasFinalTest = false,
  onSubmit,
  onClose,
  busy = false,
  error,
}: FormProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const [lessonId, setLessonId] = useState('');
  const [choiceMissing, setChoiceMissing] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const name = useId();
  const legendId = useId();
  const messageId = useId();
  const offered = offeredLessons(lessons);
  const block = appointmentBlock(testKind, courseHasFinalTest, offered);

  const submit = () => {
    if (busy || block) return;
    if (lessonChoiceError(lessonId, offered)) {
      setChoiceMissing(true);
      groupRef.current?.querySelector('input')?.focus();
      return;
    }
    onSubmit(lessonId);
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogTitle id={titleId}>{t(`modals.testAppointment.title.${testKind}`)}</DialogTitle>
      <DialogContent>
        <ServerError message={error} />
        {block ? (
          <Alert id={descriptionId} severity="warning" role="note">
            {t(`modals.testAppointment.${BLOCK_TEXT[block]}`)}
          </Alert>
        ) : (
          <>
            <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
              {t('modals.testAppointment.description')}
            </DialogContentText>
            <FormControl component="fieldset" error={choiceMissing} required fullWidth>
              <FormLabel component="legend" id={legendId}>
                {t('modals.testAppointment.lessons')}
              </FormLabel>
              <RadioGroup
                ref={groupRef}
                name={name}
                value={lessonId}
                onChange={(event) => {
                  setLessonId(event.target.value);
                  setChoiceMissing(false);
                }}
                aria-labelledby={legendId}
                aria-describedby={choiceMissing ? messageId : undefined}
                aria-invalid={choiceMissing}
                aria-required
              >
                {offered.map((lesson) => (
                  <LessonOption key={lesson.id} lesson={lesson} />
                ))}
              </RadioGroup>
              <FormHelperText id={messageId} role={choiceMissing ? 'alert' : undefined} sx={{ mx: 0 }}>
                {choiceMissing ? t('modals.testAppointment.chooseLesson') : ''}
              </FormHelperText>
            </FormControl>
          </>
        )}
      </DialogContent>
      <DialogButtons
        confirmLabel={t('modals.testAppointment.submit')}
        onCancel={onClose}
        busy={busy}
        unavailableReasonId={block ? descriptionId : undefined}
      />
    </DialogForm>
  );
}
