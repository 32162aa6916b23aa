import type { CatalogueGroup, CatalogueGroupDetail, CatalogueProgram } from '../../generated/model';
import { type CourseRow, courses } from '../db/courses';
import { personRef } from '../db/person-ref';
import type { ProgramRow } from '../db/programs';
import { programs } from '../db/programs';
import { teachers } from '../db/teachers';
import { SCHOOL_TIME_ZONE } from '../../time/school-time';
import { isRecruiting, seatsLeft } from '../rules/recruitment';
import { programRef } from './course-view';
import { fail } from './respond';

export const catalogueProgram = (row: ProgramRow): CatalogueProgram => ({
  id: row.id,
  name: row.name,
  name_en: row.name_en,
  description: row.description,
  description_en: row.description_en,
  audiences: row.audiences,
  levels: row.levels,
});

/** The groups the public catalogue shows: recruiting with a seat left, soonest start first. */
export const recruitingGroups = (): CourseRow[] =>
  courses.rows.filter(isRecruiting).sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);

/** A recruiting group by id; an unknown, full or closed group is 404. */
export function recruitingGroup(id: number): CourseRow {
  const course = courses.byId(id);
  if (!course || !isRecruiting(course))
    fail(404, 'not_found', 'The group was not found or no longer recruits.');
  return course;
}

export const catalogueGroup = (course: CourseRow): CatalogueGroup => ({
  id: course.id,
  name: course.name,
  program: programRef(course.program_id),
  teacher: personRef(course.teacher_id),
  audience: course.audience,
  level: course.level,
  format: course.format,
  course_type: course.course_type,
  schedule: course.schedule,
  time_zone: SCHOOL_TIME_ZONE,
  start_date: course.start_date,
  price: course.price,
  price_unit: course.price_unit,
  seats_left: seatsLeft(course),
});

export function catalogueGroupDetail(course: CourseRow): CatalogueGroupDetail {
  const teacher = teachers.byId(course.teacher_id);
  const program = programs.byId(course.program_id);
  return {
    id: course.id,
    name: course.name,
    audience: course.audience,
    general: {
      schedule: course.schedule,
      time_zone: SCHOOL_TIME_ZONE,
      start_date: course.start_date,
      formation_date: course.formation_date,
      format: course.format,
      level: course.level,
      course_type: course.course_type,
      price: course.price,
      price_unit: course.price_unit,
      seats_total: course.seats_total,
      seats_left: seatsLeft(course),
      books: course.books,
      lessons_total: course.lessons_count,
    },
    teacher: {
      ...personRef(course.teacher_id),
      bio: teacher?.bio ?? '',
      bio_en: teacher?.bio_en ?? '',
      qualifications: teacher?.qualifications ?? [],
      experience_years: teacher?.experience_years ?? 0,
    },
    program: program
      ? catalogueProgram(program)
      : { ...programRef(course.program_id), description: '', description_en: '', audiences: [], levels: [] },
    description: course.description,
    description_en: course.description_en,
  };
}
