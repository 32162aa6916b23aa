import { instantOfWallClock, viewerTimeZone, wallClockOf } from '@cabinet/api/time';
import type {
  Assignment,
  AssignmentCreate,
  AssignmentKind,
  AssignmentUpdate,
  FileRef,
  TestPlatform,
} from '@cabinet/api/model';

export type CreatableTestType = 'test' | 'progress_test' | 'final_test';
export const CREATABLE_TEST_TYPES: readonly CreatableTestType[] = ['test', 'progress_test', 'final_test'];

/** What the task or test form holds; numbers stay text until sent, so a half-typed value is kept. */
export type AssignmentFormValues = {
  title: string;
  title_en: string;
  description: string;
  files: FileRef[];
  /** Individual files per student id (a student's entry appears once the form shows their field). */
  studentFiles: Record<string, FileRef[] | undefined>;
  video_link: string;
  /** `yyyy-MM-ddTHH:mm` in the viewer's zone; empty for none. */
  deadline: string;
  test_type: CreatableTestType;
  platform: TestPlatform;
  max_score: string;
  retake_allowed: boolean;
  personal_version: boolean;
  /** An on-platform test's questions; options one a line, the correct ones by position. */
  questions: QuestionDraft[];
};

export type QuestionDraft = { text: string; options: string; correct: number[]; points: string };

/** The non-empty option lines of a question, trimmed. */
export const optionLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const questionsInput = (questions: readonly QuestionDraft[]) =>
  questions.map((question) => {
    const options = optionLines(question.options);
    return {
      text: question.text.trim(),
      options,
      correct_options: question.correct.filter((position) => position < options.length).sort((a, b) => a - b),
      points: Number(question.points),
    };
  });

/** An ISO moment as a `datetime-local` value in the viewer's zone. */
export const toLocalInput = (iso: string | null, zone = viewerTimeZone()): string =>
  iso ? wallClockOf(iso, zone) : '';

/** A `datetime-local` value (the viewer's zone) as an ISO moment; null when empty or unreadable. */
export const fromLocalInput = (value: string, zone = viewerTimeZone()): string | null =>
  instantOfWallClock(value, zone);

/** The form's starting values: an empty one, or the assignment being edited. */
export function initialValues(assignment?: Assignment): AssignmentFormValues {
  return {
    title: assignment?.title ?? '',
    title_en: assignment?.title_en ?? '',
    description: assignment?.description ?? '',
    files: assignment?.files ?? [],
    studentFiles: Object.fromEntries(
      (assignment?.student_files ?? []).map((entry) => [String(entry.student_id), entry.files]),
    ),
    video_link: assignment?.video_link ?? '',
    deadline: toLocalInput(assignment?.deadline ?? null),
    test_type:
      assignment?.test_type && assignment.test_type !== 'test_retake' ? assignment.test_type : 'test',
    platform: assignment?.platform ?? 'outside',
    max_score: assignment?.max_score ? String(assignment.max_score) : '',
    retake_allowed: assignment?.retake_allowed ?? false,
    personal_version: assignment?.personal_version ?? false,
    questions: (assignment?.questions ?? []).map((question) => ({
      text: question.text,
      options: question.options.map((option) => option.text).join('\n'),
      correct: question.options.flatMap((option, position) =>
        question.correct_option_ids?.includes(option.id) ? [position] : [],
      ),
      points: String(question.points),
    })),
  };
}

const studentFilesInput = (values: AssignmentFormValues) =>
  Object.entries(values.studentFiles).flatMap(([studentId, files]) =>
    files && files.length > 0 ? [{ student_id: Number(studentId), file_ids: files.map((f) => f.id) }] : [],
  );

/** The fields both creating and editing send, by kind. */
function sharedFields(kind: AssignmentKind, values: AssignmentFormValues) {
  const title = values.title.trim();
  const common = {
    title_en: values.title_en.trim() || null,
    description: values.description,
    deadline: fromLocalInput(values.deadline),
  };
  if (kind === 'task') {
    return {
      ...common,
      title,
      file_ids: values.files.map((file) => file.id),
      student_files: studentFilesInput(values),
      video_link: values.video_link.trim() || null,
    };
  }
  return {
    ...common,
    ...(title ? { title } : {}),
    max_score: values.max_score.trim() === '' ? null : Number(values.max_score),
    retake_allowed: values.retake_allowed,
    personal_version: values.personal_version,
    ...(values.platform === 'on' ? { questions: questionsInput(values.questions) } : {}),
  };
}

/** The body of `createAssignment`. */
export function createBody(
  kind: AssignmentKind,
  moduleId: number,
  values: AssignmentFormValues,
): AssignmentCreate {
  const fields = sharedFields(kind, values);
  if (kind === 'task') return { kind, module_id: moduleId, ...fields } as AssignmentCreate;
  const { max_score: maxScore, ...rest } = fields as ReturnType<typeof sharedFields> & {
    max_score: number | null;
  };
  return {
    kind,
    module_id: moduleId,
    ...rest,
    ...(maxScore === null ? {} : { max_score: maxScore }),
    test_type: values.test_type,
    platform: values.platform,
  } as AssignmentCreate;
}

/** The body of `updateAssignment` (the test's type and platform are fixed once created). */
export const updateBody = (kind: AssignmentKind, values: AssignmentFormValues): AssignmentUpdate =>
  sharedFields(kind, values) as AssignmentUpdate;
