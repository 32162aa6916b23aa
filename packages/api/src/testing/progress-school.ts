import type { FeedbackMark, Level, ModuleFeedbackStatus, Space } from '../generated/model';
import { DEMO_PASSWORD, type UserRow, users } from '../mock/db';
import { type AssignmentRow, assignments } from '../mock/db/assignments';
import { catchUps } from '../mock/db/catch-ups';
import { type CompanyPaymentRow, companyPayments } from '../mock/db/company-payments';
import { type CourseRow, type ModuleRow, courses, modules } from '../mock/db/courses';
import { type LessonRow, lessons } from '../mock/db/lessons';
import { moduleFeedback } from '../mock/db/module-feedback';
import { pretestAttempts } from '../mock/db/pretest-attempts';
import { PAID_PRETEST, PRETESTS, freshPart } from '../mock/db/pretests';
import { type StatisticsRecordRow, statisticsRecords } from '../mock/db/statistics-records';
import { substitutions } from '../mock/db/substitutions';
import { type WorkRow, works } from '../mock/db/works';
import type { WorkStatus } from '../mock/rules/work-transitions';
import { emptyFeedbackFields } from '../mock/rules/feedback-status';
import { addMinutesIso, atSchoolTime } from '../time/school-time';

/**
 * A small school inside the seeded one, for tests that compute an aggregate by hand: new people,
 * one course of theirs, and the lessons, works, feedback, records and tests the test names, each
 * at a wall-clock time in Kyiv. Nothing seeded belongs to them, so every number is the test's own.
 */

/** A moment at the school: a date and a wall-clock time in Kyiv. */
export const kyiv = (date: string, time = '12:00'): string => atSchoolTime(date, time);

let people = 0;

/** A new person with the spaces (and the company) given; signs in with the demo password. */
export function newPerson(spaces: Space[], extra: Partial<UserRow> = {}): UserRow {
  people += 1;
  const row = users.create(`progress${people}@test.school`, DEMO_PASSWORD, spaces);
  Object.assign(row, { name: `Progress ${people}`, nameEn: `Progress ${people}` }, extra);
  users.save();
  return row;
}

/** A new course of one module (a group unless told), and its module. */
export function newCourse(
  teacherId: number,
  studentIds: number[],
  extra: Partial<CourseRow> = {},
): { course: CourseRow; module: ModuleRow } {
  const course = courses.insert({
    kind: 'group',
    name: `PROGRESS-${teacherId}`,
    program_id: 1,
    teacher_id: teacherId,
    audience: 'adults',
    level: 'B1',
    format: 'online',
    course_type: 'regular',
    start_date: '2026-09-01',
    end_date: '2026-12-31',
    formation_date: '2026-08-20',
    recruitment: false,
    seats_total: 10,
    student_ids: studentIds,
    price: 300,
    price_unit: 'unit',
    books: 'digital',
    schedule: [{ weekday: 1, start_time: '18:00', duration_minutes: 60 }],
    room: null,
    zoom_link: null,
    zoom_id: null,
    zoom_passcode: null,
    description: '',
    description_en: '',
    company_name: null,
    inactive_student_ids: [],
    training: null,
    lessons_count: 16,
    modules_count: 2,
    ...extra,
  });
  const module = modules.insert({ course_id: course.id, number: 1, name: 'Модуль 1', name_en: 'Module 1' });
  return { course, module };
}

/** A second module of a course. */
export const addModule = (course: CourseRow, number: number): ModuleRow =>
  modules.insert({ course_id: course.id, number, name: `Модуль ${number}`, name_en: `Module ${number}` });

/** A lesson starting at `startsAt`, completed or not, with the attendance marked. */
export function addLesson(
  course: CourseRow,
  module: ModuleRow,
  startsAt: string,
  { minutes = 60, completed = true, attendance = {}, late_cancel = false } = {} as {
    minutes?: number;
    completed?: boolean;
    attendance?: Record<number, boolean>;
    late_cancel?: boolean;
  },
): LessonRow {
  const number = lessons.where((row) => row.course_id === course.id).length + 1;
  return lessons.insert({
    course_id: course.id,
    module_id: module.id,
    number,
    type: 'lesson',
    starts_at: startsAt,
    ends_at: addMinutesIso(startsAt, minutes),
    completed,
    late_cancel,
    topic: 'Topic',
    classwork: '',
    homework: '',
    recording_url: null,
    notes: '',
    file_ids: [],
    attendance: Object.fromEntries(Object.entries(attendance).map(([id, present]) => [id, present])),
  });
}

/** A completed catch-up of a missed lesson. */
export const addCatchUp = (lesson: LessonRow, studentId: number, teacherId: number, startsAt: string) =>
  catchUps.insert({
    course_id: lesson.course_id,
    student_id: studentId,
    teacher_id: teacherId,
    lesson_id: lesson.id,
    starts_at: startsAt,
    ends_at: addMinutesIso(startsAt, 60),
    completed: true,
  });

/** A published task or test of the course for every student of it. */
export function addAssignment(
  course: CourseRow,
  module: ModuleRow,
  extra: Partial<AssignmentRow> & Pick<AssignmentRow, 'kind'>,
): AssignmentRow {
  const test = extra.kind === 'test';
  return assignments.insert({
    course_id: course.id,
    module_id: module.id,
    title: test ? 'Progress test' : 'Essay',
    title_en: null,
    description: 'Written at the lesson.',
    file_ids: [],
    questions: [],
    student_files: [],
    video_link: null,
    created_at: kyiv('2026-09-01'),
    published: true,
    published_at: kyiv('2026-09-01'),
    student_ids: null,
    test_type: test ? 'progress_test' : null,
    platform: test ? 'outside' : null,
    personal_version: test ? false : null,
    retake_allowed: test ? true : null,
    retake_of: null,
    max_score: test ? 20 : null,
    deadline: null,
    lesson_id: null,
    ...extra,
  });
}

/** A student's work on an assignment in a status, with the times and score given. */
export const addWork = (
  assignment: AssignmentRow,
  studentId: number,
  status: WorkStatus,
  extra: Partial<WorkRow> = {},
): WorkRow =>
  works.insert({
    assignment_id: assignment.id,
    student_id: studentId,
    status,
    text: '',
    file_ids: [],
    answers: [],
    score: null,
    comments: [],
    opened_at: null,
    started_at: null,
    submitted_at: null,
    completed_at: null,
    updated_at: kyiv('2026-09-01'),
    snapshot: null,
    ...extra,
  });

/** A module feedback of a student in a status, last changed at `updatedAt`, with its overall mark. */
export function addFeedback(
  course: CourseRow,
  module: ModuleRow,
  studentId: number,
  status: ModuleFeedbackStatus,
  updatedAt: string | null,
  mark: FeedbackMark | null = null,
) {
  return moduleFeedback.insert({
    course_id: course.id,
    module_id: module.id,
    student_id: studentId,
    status,
    fields: { ...emptyFeedbackFields(), mark },
    updated_at: updatedAt,
    sent_to: null,
    review_comment: null,
  });
}

/** A statistics record of a teacher. */
export const addRecord = (
  teacherId: number,
  extra: Partial<StatisticsRecordRow> &
    Pick<StatisticsRecordRow, 'date' | 'category' | 'rate' | 'amount' | 'status'>,
) =>
  statisticsRecords.insert({
    teacher_id: teacherId,
    description: 'Record',
    type: 'other',
    units: 'hours',
    review_comment: null,
    change_after_verify: null,
    ...extra,
  });

type SkillLevels = { grammar: Level; reading?: Level; writing: Level; speaking: Level };

const donePart = (part: 'grammar' | 'reading' | 'writing' | 'speaking', level: Level) => ({
  ...freshPart(part),
  status: 'done' as const,
  level,
});

/** A finished entry (placement) test with each part's level. */
export function addEntryTest(userId: number, finishedAt: string, levels: Required<SkillLevels>) {
  const test = PRETESTS[0]!;
  return pretestAttempts.insert({
    user_id: userId,
    test_slug: test.slug,
    variant_id: test.variants[0]!.id,
    started_at: addMinutesIso(finishedAt, -70),
    finished_at: finishedAt,
    pause_started_at: null,
    pause_ended_at: null,
    topic_index: 0,
    paid: null,
    interview: null,
    parts: [
      donePart('grammar', levels.grammar),
      donePart('reading', levels.reading),
      donePart('writing', levels.writing),
      donePart('speaking', levels.speaking),
    ],
  });
}

/** A company's paid placement test assigned at `assignedAt`, its result out at `finishedAt` (or not yet). */
export function addPaidTest(
  userId: number,
  company: string,
  assignedAt: string,
  finishedAt: string | null,
  levels: SkillLevels,
) {
  const test = PAID_PRETEST;
  return pretestAttempts.insert({
    user_id: userId,
    test_slug: test.slug,
    variant_id: test.variants[0]!.id,
    started_at: assignedAt,
    finished_at: finishedAt,
    pause_started_at: null,
    pause_ended_at: null,
    topic_index: 0,
    paid: {
      company,
      assigned_at: assignedAt,
      assigned_by: userId,
      teacher_id: userId,
      speaking: finishedAt ? 'held' : 'waiting',
      feedbacks: [],
      finished_at: finishedAt,
    },
    interview: null,
    parts: finishedAt
      ? [
          donePart('grammar', levels.grammar),
          donePart('writing', levels.writing),
          donePart('speaking', levels.speaking),
        ]
      : test.parts.map((rule) => freshPart(rule.part)),
  });
}

/** A payment of a company on a day. */
export const addPayment = (row: Omit<CompanyPaymentRow, 'id'>) => companyPayments.insert(row);

/** A lesson handed to a substitute: an approved request of its teacher. */
export const addSubstitution = (lesson: LessonRow, course: CourseRow, substituteId: number) =>
  substitutions.insert({
    kind: 'group',
    lesson_id: lesson.id,
    course_id: course.id,
    course_name: course.name,
    lesson_number: lesson.number,
    reason: 'illness',
    comment: '',
    created_at: addMinutesIso(lesson.starts_at, -3 * 24 * 60),
    starts_at: lesson.starts_at,
    ends_at: lesson.ends_at,
    requested_by: course.teacher_id,
    state: 'approved',
    canceled_by_requester: false,
    substitute_id: substituteId,
    offered_to: [substituteId],
    declined_by: [],
    late_cancel: false,
  });
