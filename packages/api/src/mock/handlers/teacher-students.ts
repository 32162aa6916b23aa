import {
  getGetTeacherStudentMockHandler,
  getListTeacherStudentsMockHandler,
} from '../../generated/students/students.msw';
import { ListTeacherStudentsQueryParams } from '../../generated/zod/students/students';
import { paginate } from './paging';
import { parseQuery, pathId } from './request-params';
import { fail } from './respond';
import { requireSpaces } from './teaching-space';
import { matchesSearch, studentsOfTeacher } from './teacher-students-view';

const STUDENTS_SPACES = ['teacher', 'corporate_teacher', 'tutor'] as const;

/**
 * The students of the signed-in teacher's courses: the school teacher's, the corporate teacher's
 * company students, and a tutor's trainees of their TKT and TYLT groups.
 */
export const teacherStudentsHandlers = [
  getListTeacherStudentsMockHandler(({ request }) => {
    const teacher = requireSpaces(request, STUDENTS_SPACES);
    // A search of digits (a part of an e-mail) stays a search, not a number.
    const { search = '' } = parseQuery(request, ListTeacherStudentsQueryParams);
    const rows = studentsOfTeacher(teacher.id).filter((student) => matchesSearch(student, search));
    return paginate(request, rows);
  }),

  getGetTeacherStudentMockHandler(({ request, params }) => {
    const teacher = requireSpaces(request, STUDENTS_SPACES);
    const id = pathId(params.studentId, 'student');
    const student = studentsOfTeacher(teacher.id).find((row) => row.id === id);
    if (!student) fail(404, 'not_found', 'The student was not found.');
    return { data: student };
  }),
];
