import { text } from '../scenarios/hostile';
import type { QuestionRow } from './assignments';
import { QUESTIONS } from './assignments-texts';
import type { CourseRow } from './courses';
import { schoolNow } from '../../time/school-time';

/** Small helpers shared by the assignment and work seeders. */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const ms = (iso: string) => new Date(iso).getTime();
export const isoAt = (time: number) => schoolNow(new Date(time));

/** Seeded test questions: ids from 1 in the assignment, option ids unique in it. */
export function seedQuestions(picks: readonly number[]): QuestionRow[] {
  let optionId = 0;
  return picks.map((pick, index) => {
    const [question, options, correct] = QUESTIONS[pick % QUESTIONS.length] ?? QUESTIONS[0]!;
    const ids = options.map(() => ++optionId);
    return {
      id: index + 1,
      text: text(question),
      options: options.map((option, i) => ({ id: ids[i] as number, text: text(option) })),
      correct_option_ids: [ids[correct] as number],
      points: index % 2 === 0 ? 2 : 1,
    };
  });
}

/** The common fields of a seeded assignment. */
export const seedBase = (course: CourseRow, moduleId: number, createdAt: number) => ({
  course_id: course.id,
  module_id: moduleId,
  file_ids: [],
  student_files: [],
  video_link: null,
  created_at: isoAt(createdAt),
  student_ids: null,
  test_type: null,
  platform: null,
  personal_version: null,
  retake_allowed: null,
  retake_of: null,
  max_score: null,
  lesson_id: null,
});
