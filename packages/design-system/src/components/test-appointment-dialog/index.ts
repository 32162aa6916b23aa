export { TestAppointmentDialog, type TestAppointmentDialogProps } from './TestAppointmentDialog';
export {
  type AppointmentBlock,
  appointmentBlock,
  lessonChoiceError,
  offeredLessons,
  type TestAppointmentLesson,
  type TestKind,
} from './test-appointment';
