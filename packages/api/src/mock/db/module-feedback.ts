import type {
  FeedbackFields,
  FeedbackLanguage,
  FeedbackSentTo,
  ModuleFeedbackStatus,
} from '../../generated/model';
import { recipientOf } from '../../rules/module-feedback';
import { emptyFeedbackFields } from '../rules/feedback-status';
import { text } from '../scenarios/hostile';
import { type CourseRow, schoolCourses } from './courses';
import { draftFeedback, groupCommentFor, writtenFeedback } from './feedback-texts';
import { type ModuleSpan, courseProgress, startedModules } from './feedback-timeline';
import { createTable } from './table';
import { DEMO } from './world/people';
import { type Random, randomFor } from './world/random';
import { addMinutesIso, schoolNow } from '../../time/school-time';
import * as clock from '../../time/clock';

/** A teacher's feedback on one student for one module: one per (course, module, student). */
export type ModuleFeedbackRow = {
  id: number;
  course_id: number;
  module_id: number;
  student_id: number;
  status: ModuleFeedbackStatus;
  fields: FeedbackFields;
  updated_at: string | null;
  sent_to: FeedbackSentTo | null;
  review_comment: string | null;
};

type Seeded = Omit<ModuleFeedbackRow, 'id'>;

const MIX: readonly ModuleFeedbackStatus[] = [
  'not_written',
  'not_written',
  'in_progress',
  'in_progress',
  'need_review',
  'in_review',
  'need_edit',
  'sent',
  'sent',
];

/** The demo teacher's current module of course 1: something to write, to fix and to wait for. */
const COURSE_1_LATEST: readonly ModuleFeedbackStatus[] = [
  'sent',
  'not_written',
  'not_written',
  'in_progress',
  'need_edit',
  'need_review',
  'need_review',
  'in_review',
];
/** Course 3 (Maksym's kids group, the demo teacher): review work for the director of studies. */
const COURSE_3_LATEST: readonly ModuleFeedbackStatus[] = [
  'sent',
  'need_review',
  'in_review',
  'in_progress',
  'not_written',
  'need_review',
  'need_edit',
];

const REVIEW_COMMENTS = {
  en: [
    'Please add what the student should revise before the next module.',
    'The test comment is too short; say what went wrong.',
  ],
  uk: [
    'Додайте, що студенту варто повторити перед наступним модулем.',
    'Коментар до тесту закороткий: напишіть, що саме не вдалося.',
  ],
} as const;

/** Demo students always have sent feedback to read. */
const readers = () => new Set([DEMO.student(), DEMO.maksym(), DEMO.sofiia(), DEMO.multi()]);

function seededStatus(
  random: Random,
  course: CourseRow,
  index: number,
  latest: boolean,
): ModuleFeedbackStatus {
  const studentId = course.student_ids[index] ?? 0;
  if (readers().has(studentId)) return 'sent';
  if (!latest) return random.chance(0.9) ? 'sent' : random.pick(['need_review', 'in_review'] as const);
  if (course.id === 1) return COURSE_1_LATEST[index] ?? 'not_written';
  if (course.id === 3) return COURSE_3_LATEST[index] ?? 'need_review';
  return random.pick(MIX);
}

function seedRow(
  random: Random,
  course: CourseRow,
  span: ModuleSpan,
  studentId: number,
  status: ModuleFeedbackStatus,
  language: FeedbackLanguage,
  group: string,
): Seeded {
  // A company's group has no review at the school: its feedback is written, or sent to the company.
  if (
    course.company_name !== null &&
    (status === 'need_review' || status === 'in_review' || status === 'need_edit')
  )
    status = 'sent';
  const written = status !== 'not_written';
  const ended = new Date(span.endsAt).getTime() < clock.nowMs();
  const updated = ended
    ? addMinutesIso(span.endsAt, random.int(1, 4) * 24 * 60)
    : addMinutesIso(schoolNow(), -random.int(60, 3 * 24 * 60));
  return {
    course_id: course.id,
    module_id: span.module.id,
    student_id: studentId,
    status,
    fields: !written
      ? emptyFeedbackFields()
      : status === 'in_progress'
        ? draftFeedback(random, language, group)
        : writtenFeedback(random, language, group),
    updated_at: written ? (new Date(updated).getTime() > clock.nowMs() ? schoolNow() : updated) : null,
    sent_to: status === 'sent' ? recipientOf(course) : null,
    review_comment: status === 'need_edit' ? text(random.pick(REVIEW_COMMENTS[language])) : null,
  };
}

/** Feedback for every started module of every course; the current module of a running course is a mix. */
function seed(): ModuleFeedbackRow[] {
  const random = randomFor('feedback');
  const rows: Seeded[] = [];
  for (const course of schoolCourses()) {
    const spans = startedModules(course.id);
    if (spans.length === 0) continue;
    const finished = courseProgress(course).finished;
    const language: FeedbackLanguage = random.chance(0.5) ? 'en' : 'uk';
    spans.forEach((span, moduleIndex) => {
      const latest = !finished && moduleIndex === spans.length - 1;
      const group = groupCommentFor(random, language);
      course.student_ids.forEach((studentId, index) => {
        const status = seededStatus(random, course, index, latest);
        rows.push(seedRow(random, course, span, studentId, status, language, group));
      });
    });
  }
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

export const moduleFeedback = createTable<ModuleFeedbackRow>('module_feedback', seed);

/**
 * The module feedback of a course, made sure to exist: a module that started since the seed, or a
 * student who joined, gets a not_written feedback.
 */
export function moduleFeedbackOf(course: CourseRow): ModuleFeedbackRow[] {
  const rows = moduleFeedback.where((row) => row.course_id === course.id);
  for (const span of startedModules(course.id)) {
    for (const studentId of course.student_ids) {
      if (rows.some((row) => row.module_id === span.module.id && row.student_id === studentId)) continue;
      rows.push(
        moduleFeedback.insert({
          course_id: course.id,
          module_id: span.module.id,
          student_id: studentId,
          status: 'not_written',
          fields: emptyFeedbackFields(),
          updated_at: null,
          sent_to: null,
          review_comment: null,
        }),
      );
    }
  }
  return rows;
}
