import type { Audience, Level } from './programs';
import { planCourses } from './world/course-plan';
import { createTable } from './table';

export type CourseKind = 'group' | 'individual';
export type StudyMode = 'regular' | 'intensive' | 'weekend';
export type LearningFormat = 'online' | 'offline';
export type PriceUnit = 'hour' | 'unit' | 'course';

/** A weekly slot of a course's timetable, in the school's time zone. */
export type ScheduleSlot = { weekday: number; start_time: string; duration_minutes: number };

/** A group or an individual course (an individual course has one student and one seat). */
export type CourseRow = {
  id: number;
  kind: CourseKind;
  name: string;
  program_id: number;
  teacher_id: number;
  audience: Audience;
  level: Level;
  format: LearningFormat;
  course_type: StudyMode;
  start_date: string;
  end_date: string;
  formation_date: string;
  recruitment: boolean;
  seats_total: number;
  student_ids: number[];
  price: number;
  price_unit: PriceUnit;
  books: 'printed' | 'digital';
  schedule: ScheduleSlot[];
  room: string | null;
  zoom_link: string | null;
  zoom_id: string | null;
  zoom_passcode: string | null;
  description: string;
  description_en: string;
  /** The company of a corporate group; null for the school's own groups. */
  company_name: string | null;
  /**
   * Employees the company deactivated while they studied here: out of the course until the
   * company restores them, when they come back with everything they had.
   */
  inactive_student_ids: number[];
  /** A teacher-training group (TKT or TYLT), taught by a tutor to trainees; null otherwise. */
  training: 'tkt' | 'tylt' | null;
  lessons_count: number;
  modules_count: number;
};

/** A module of a course: eight lessons ending with a progress or final test. */
export type ModuleRow = { id: number; course_id: number; number: number; name: string; name_en: string };

export const courses = createTable<CourseRow>('courses', () => planCourses());

const MODULE_TOPICS: readonly (readonly [string, string])[] = [
  ['Знайомство', 'Getting to know you'],
  ['Подорожі', 'Travel'],
  ['Робота й навчання', 'Work and study'],
  ['Місто', 'City life'],
];

export const modules = createTable<ModuleRow>('modules', () =>
  courses.rows
    .flatMap((course) =>
      Array.from({ length: course.modules_count }, (_, index) => {
        const [topic, topicEn] = MODULE_TOPICS[index % MODULE_TOPICS.length] ?? ['', ''];
        return {
          course_id: course.id,
          number: index + 1,
          name: `Модуль ${index + 1}. ${topic}`,
          name_en: `Module ${index + 1}. ${topicEn}`,
        };
      }),
    )
    .map((row, index) => ({ ...row, id: index + 1 })),
);

/**
 * The school's own and companies' courses: teacher-training groups learn through course tasks,
 * not homework, module feedback, catch-ups or the school's certificates.
 */
export const schoolCourses = (): CourseRow[] => courses.where((course) => course.training === null);

/** Courses a student attends. */
export const coursesOfStudent = (studentId: number): CourseRow[] =>
  courses.where((course) => course.student_ids.includes(studentId));

/** Courses a teacher teaches. */
export const coursesOfTeacher = (teacherId: number): CourseRow[] =>
  courses.where((course) => course.teacher_id === teacherId);

export const modulesOf = (courseId: number): ModuleRow[] =>
  modules.where((module) => module.course_id === courseId);
