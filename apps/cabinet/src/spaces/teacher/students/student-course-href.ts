import type { TeacherStudentCourse } from '@cabinet/api/model';
import { groupHrefs, individualHrefs } from '../../../features/teaching/teacher-course-paths';

/** The teacher's page of a student's course: the group's or the individual course's general tab. */
export const studentCourseHref = (course: Pick<TeacherStudentCourse, 'id' | 'kind'>): string =>
  course.kind === 'group' ? groupHrefs.general(course.id) : individualHrefs('individual').general(course.id);
