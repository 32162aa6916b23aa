import { text } from '../scenarios/hostile';
import { courses, modulesOf } from './courses';
import type { Level } from './programs';
import { worksheetPlan } from './files';
import { lessonDates } from './world/course-plan';
import { DEMO } from './world/people';
import { randomFor } from './world/random';
import { addMinutesIso, atSchoolTime } from '../../time/school-time';
import { createTable } from './table';
import * as clock from '../../time/clock';

export type LessonType = 'lesson' | 'test' | 'progress_test' | 'test_retake' | 'final_test' | 'trial';

/** What the teacher recommends after a company's trial lesson. */
export type TrialOutcomeRow = { level: Level | null; comment: string };

export type LessonRow = {
  id: number;
  course_id: number;
  module_id: number;
  number: number;
  type: LessonType;
  starts_at: string;
  ends_at: string;
  /** Marked completed by the teacher; otherwise the status follows the clock. */
  completed: boolean;
  /** A manager marked it a late cancellation: paid to the teacher as if held. */
  late_cancel: boolean;
  topic: string;
  classwork: string;
  homework: string;
  recording_url: string | null;
  notes: string;
  file_ids: number[];
  /** Attendance by student id (JSON keys): true present, false absent; unmarked students are absent from the map. */
  attendance: Record<string, boolean>;
  /** A trial lesson's outcome; absent on other lessons. */
  trial?: TrialOutcomeRow;
  /** A TYLT group's lesson published to its trainees by the tutor; absent on other lessons. */
  published?: boolean;
};

const TOPICS = [
  'Present Simple vs Present Continuous',
  'Past Simple: stories',
  'Present Perfect',
  'Future forms',
  'Comparatives and superlatives',
  'Modal verbs',
  'Conditionals',
  'Passive voice',
  'Reported speech',
  'Phrasal verbs',
  'Food and cooking',
  'Health and fitness',
  'Technology',
  'Money and shopping',
  'Environment',
  'Jobs and careers',
];

/**
 * The lesson type by its place in the course: modules end with a progress test, the course with
 * the final test, and a company's group opens with a trial lesson.
 */
export function lessonTypeAt(number: number, total: number, companyGroup = false): LessonType {
  if (number === total) return 'final_test';
  if (number === 1 && companyGroup) return 'trial';
  if (number % 8 === 0) return 'progress_test';
  if (number % 8 === 5 && number > 8) return 'test';
  return 'lesson';
}

const DAY_MS = 86_400_000;
const TRIAL_SUMMARY_DAYS = 7;

/** A held trial lesson was summed up with the course's level; an open one waits for the teacher. */
const seededTrial = (level: Level, completed: boolean): TrialOutcomeRow =>
  completed
    ? {
        level,
        comment: text(
          `The group speaks with confidence and follows instructions in English; ${level} suits most of them. Grammar accuracy needs practice.`,
        ),
      }
    : { level: null, comment: '' };

export const lessons = createTable<LessonRow>('lessons', () => {
  const random = randomFor('lessons');
  const now = clock.nowMs();
  const rows: LessonRow[] = [];
  // File id i + 1 is the worksheet of plan row i (see worksheetPlan).
  const worksheets = new Map(
    worksheetPlan().map((sheet, index) => [`${sheet.course_id}:${sheet.lesson_number}`, index + 1]),
  );
  for (const course of courses.rows) {
    const courseModules = modulesOf(course.id);
    const attendanceRate = new Map(
      // The second student of a group attends half the lessons (a certificate refused for attendance);
      // an individual student attends nine in ten.
      course.student_ids.map((id, i) => [
        id,
        course.kind === 'individual' ? 0.9 : i === 1 ? 0.5 : random.pick([0.95, 0.9, 0.85, 0.8]),
      ]),
    );
    lessonDates(course.start_date, course.schedule, course.lessons_count).forEach(({ date, slot }, index) => {
      const number = index + 1;
      const startsAt = atSchoolTime(date, slot.start_time);
      const endsAt = addMinutesIso(startsAt, slot.duration_minutes);
      const past = new Date(endsAt).getTime() < now;
      // Every lesson draws the same numbers whatever the day, so the school stays the same school
      // when it is seeded on another day (only what the clock decides differs).
      const [completedRoll, lateRoll, noteRoll] = [random.next(), random.next(), random.next()];
      const presence = course.student_ids.map((id) => random.next() < (attendanceRate.get(id) ?? 0.9));
      const type = lessonTypeAt(
        number,
        course.lessons_count,
        course.kind === 'group' && !!course.company_name,
      );
      // The teacher has a week to sum up a trial lesson: a recent one still waits for them.
      const completed =
        past &&
        completedRoll < 0.97 &&
        (type !== 'trial' || now - new Date(endsAt).getTime() > TRIAL_SUMMARY_DAYS * DAY_MS);
      const topic = TOPICS[(course.id + index) % TOPICS.length] as string;
      const page = 10 + number * 4;
      const worksheet = worksheets.get(`${course.id}:${number}`);
      rows.push({
        id: rows.length + 1,
        course_id: course.id,
        module_id: courseModules[Math.floor(index / 8)]?.id ?? 0,
        number,
        type,
        starts_at: startsAt,
        ends_at: endsAt,
        completed,
        late_cancel: completed && course.kind === 'individual' && lateRoll < 0.03,
        topic: text(topic),
        classwork: text(`Student's Book p. ${page}–${page + 1}, ex. 1–5. ${topic}: speaking in pairs.`),
        homework: text(`Workbook p. ${page}, ex. 2–4. Write 80–100 words on "${topic}".`),
        recording_url:
          completed && course.format === 'online'
            ? `https://video.school.mock/recordings/${rows.length + 1}`
            : null,
        notes: completed
          ? text(
              ['The group worked well.', 'Revise irregular verbs next time.', ''][Math.floor(noteRoll * 3)] ??
                '',
            )
          : '',
        file_ids: worksheet ? [worksheet] : [],
        attendance: completed
          ? Object.fromEntries(course.student_ids.map((id, i) => [String(id), presence[i] ?? true]))
          : {},
        ...(type === 'trial' ? { trial: seededTrial(course.level, completed) } : {}),
        // A TYLT group's tutor has published the lessons held so far.
        ...(course.training === 'tylt' ? { published: completed } : {}),
      });
    });
  }
  markDemoAbsence(rows);
  return rows;
});

/**
 * The demo student missed the last completed lesson of their group in progress, so the demo
 * always has an absence and the catch-up that follows it.
 */
function markDemoAbsence(rows: LessonRow[]): void {
  const student = DEMO.student();
  const inProgress = (courseId: number) => rows.some((l) => l.course_id === courseId && !l.completed);
  const group = courses.rows.find(
    (c) => c.kind === 'group' && c.student_ids.includes(student) && inProgress(c.id),
  );
  const last = rows.filter((lesson) => lesson.course_id === group?.id && lesson.completed).at(-1);
  if (last) last.attendance[String(student)] = false;
}

type LessonCompletedListener = (lesson: LessonRow) => void;
const lessonCompletedListeners = new Set<LessonCompletedListener>();

/**
 * Calls `listener` with the lesson each time a teacher marks a lesson completed (other areas of
 * the school react to it). Returns the function that removes the listener.
 */
export function onLessonCompleted(listener: LessonCompletedListener): () => void {
  lessonCompletedListeners.add(listener);
  return () => lessonCompletedListeners.delete(listener);
}

/** Tells every listener that a lesson was marked completed (called by completeLesson). */
export function emitLessonCompleted(lesson: LessonRow): void {
  for (const listener of lessonCompletedListeners) listener(lesson);
}

export const lessonsOf = (courseId: number): LessonRow[] =>
  lessons.where((lesson) => lesson.course_id === courseId);

/** A course's last lesson, by its number (none for a course without lessons). */
export const lastLessonOf = (courseId: number): LessonRow | undefined =>
  lessonsOf(courseId).reduce<LessonRow | undefined>(
    (latest, lesson) => (!latest || lesson.number > latest.number ? lesson : latest),
    undefined,
  );
