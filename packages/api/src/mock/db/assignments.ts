import { type CourseRow, courses } from './courses';
import { seedAssignments } from './assignments-seed';
import { createTable } from './table';

export type AssignmentKind = 'task' | 'test';
export type TestType = 'test' | 'progress_test' | 'final_test' | 'test_retake';
export type TestPlatform = 'on' | 'outside';

/** A question of an on-platform test; option ids are unique within the assignment. */
export type QuestionRow = {
  id: number;
  text: string;
  options: { id: number; text: string }[];
  correct_option_ids: number[];
  points: number;
};

/** What a student started with: an edit after publishing does not change it for them. */
export type AssignmentContent = {
  title: string;
  title_en: string | null;
  description: string;
  file_ids: number[];
  questions: QuestionRow[];
};

/** An assigned task or test of a course module (tests carry the test fields, tasks null). */
export type AssignmentRow = AssignmentContent & {
  id: number;
  course_id: number;
  module_id: number;
  kind: AssignmentKind;
  student_files: { student_id: number; file_ids: number[] }[];
  video_link: string | null;
  created_at: string;
  published: boolean;
  published_at: string | null;
  /** The students it is for; null is every student of the course (a retake names its students). */
  student_ids: number[] | null;
  test_type: TestType | null;
  platform: TestPlatform | null;
  personal_version: boolean | null;
  retake_allowed: boolean | null;
  retake_of: number | null;
  max_score: number | null;
  deadline: string | null;
  lesson_id: number | null;
};

export const assignments = createTable<AssignmentRow>('assignments', () => seedAssignments());

export const assignmentsOf = (courseId: number): AssignmentRow[] =>
  assignments.where((assignment) => assignment.course_id === courseId);

/** The students an assignment is for: its own list, or every student of the course. */
export function studentsOf(assignment: AssignmentRow, course?: CourseRow): number[] {
  const students = (course ?? courses.byId(assignment.course_id))?.student_ids ?? [];
  return assignment.student_ids ? students.filter((id) => assignment.student_ids?.includes(id)) : students;
}

/** Whether a student sees the assignment: published and for them. */
export const isVisibleTo = (assignment: AssignmentRow, studentId: number): boolean =>
  assignment.published && studentsOf(assignment).includes(studentId);

/** The content as it is now (what a student starting now gets). */
export const contentOf = ({
  title,
  title_en,
  description,
  file_ids,
  questions,
}: AssignmentRow): AssignmentContent => ({
  title,
  title_en,
  description,
  file_ids: [...file_ids],
  questions: structuredClone(questions),
});
