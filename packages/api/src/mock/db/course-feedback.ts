import type { CourseFeedbackFields, FeedbackLanguage } from '../../generated/model';
import { type CourseFeedbackWritten, emptyCourseFeedbackFields } from '../rules/feedback-course-status';
import { type CourseRow, schoolCourses } from './courses';
import { writtenCourseFeedback } from './feedback-texts';
import { courseProgress } from './feedback-timeline';
import { createTable } from './table';
import { DEMO } from './world/people';
import { type Random, randomFor } from './world/random';
import { addMinutesIso, atSchoolTime, schoolNow, shiftDate } from '../../time/school-time';
import * as clock from '../../time/clock';

/**
 * A teacher's feedback on one student for a whole course: one per (course, student). `written`
 * is what the teacher did (a draft, sent, or nothing); the shown status also follows the course.
 */
export type CourseFeedbackRow = {
  id: number;
  course_id: number;
  student_id: number;
  written: CourseFeedbackWritten;
  fields: CourseFeedbackFields;
  updated_at: string | null;
};

/** Finished courses are mostly sent (always for the demo students); running ones may have drafts. */
function seededWritten(
  random: Random,
  studentId: number,
  progress: ReturnType<typeof courseProgress>,
): CourseFeedbackWritten {
  const demo = [DEMO.student(), DEMO.maksym(), DEMO.sofiia(), DEMO.multi()].includes(studentId);
  if (progress.finished) return demo || random.chance(0.8) ? 'sent' : random.pick(['draft', null] as const);
  if (progress.lastModuleStarted) return random.chance(0.3) ? 'draft' : null;
  return null;
}

/** A finished course's feedback was written in the days after its end; a running one's lately. */
function writtenAt(random: Random, course: CourseRow, finished: boolean): string {
  const lately = addMinutesIso(schoolNow(), -random.int(1, 10) * 24 * 60);
  if (!finished) return lately;
  const after = atSchoolTime(shiftDate(course.end_date, random.int(1, 7)), '12:00');
  return new Date(after).getTime() < clock.nowMs() ? after : lately;
}

function seed(): CourseFeedbackRow[] {
  const random = randomFor('course-feedback');
  const rows: Omit<CourseFeedbackRow, 'id'>[] = [];
  for (const course of schoolCourses()) {
    const progress = courseProgress(course);
    const language: FeedbackLanguage = random.chance(0.5) ? 'en' : 'uk';
    for (const studentId of course.student_ids) {
      const written = seededWritten(random, studentId, progress);
      rows.push({
        course_id: course.id,
        student_id: studentId,
        written,
        fields: written
          ? writtenCourseFeedback(random, language, written === 'draft')
          : emptyCourseFeedbackFields(),
        updated_at: written ? writtenAt(random, course, progress.finished) : null,
      });
    }
  }
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

export const courseFeedback = createTable<CourseFeedbackRow>('course_feedback', seed);

/** The course feedback of a course, one per student, made sure to exist for a student who joined. */
export function courseFeedbackOf(course: CourseRow): CourseFeedbackRow[] {
  const rows = courseFeedback.where((row) => row.course_id === course.id);
  for (const studentId of course.student_ids) {
    if (rows.some((row) => row.student_id === studentId)) continue;
    rows.push(
      courseFeedback.insert({
        course_id: course.id,
        student_id: studentId,
        written: null,
        fields: emptyCourseFeedbackFields(),
        updated_at: null,
      }),
    );
  }
  return rows;
}
