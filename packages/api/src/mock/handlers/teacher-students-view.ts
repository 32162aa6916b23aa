import type { TeacherStudent } from '../../generated/model';
import { type UserRow, users } from '../db';
import { courseStatusToday } from '../db/club-students';
import { type CourseRow, coursesOfTeacher } from '../db/courses';
import { lessonsOf } from '../db/lessons';
import { attendancePercent } from '../rules/attendance-percent';
import { programRef } from './course-view';

/** The teacher's students, each with the teacher's courses they are in, by name. */
export function studentsOfTeacher(teacherId: number): TeacherStudent[] {
  const coursesByStudent = new Map<number, CourseRow[]>();
  for (const course of coursesOfTeacher(teacherId)) {
    for (const id of course.student_ids)
      coursesByStudent.set(id, [...(coursesByStudent.get(id) ?? []), course]);
  }
  return [...coursesByStudent]
    .flatMap(([id, courses]) => {
      const user = users.byId(id);
      return user ? [teacherStudent(user, courses)] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'uk'));
}

function teacherStudent(user: UserRow, courses: CourseRow[]): TeacherStudent {
  return {
    id: user.id,
    name: user.name,
    name_en: user.nameEn,
    email: user.email,
    phone: user.phone,
    courses: courses
      .map((course) => ({
        id: course.id,
        kind: course.kind,
        training: course.training,
        name: course.name,
        program: programRef(course.program_id),
        status: courseStatusToday(course),
        attendance_percent: attendancePercent(lessonsOf(course.id), user.id),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'uk')),
  };
}

/** Whether a student matches the search: a part of either name or the e-mail, ignoring case. */
export function matchesSearch(student: TeacherStudent, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase('uk');
  if (!wanted) return true;
  return [student.name, student.name_en ?? '', student.email].some((field) =>
    field.toLocaleLowerCase('uk').includes(wanted),
  );
}
