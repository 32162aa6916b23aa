import { type CourseSpace, courseRoutes } from '../../../features/course-pages';
import { paths } from '../../../shared/paths';

const p = paths.corporateStudent;

/** A company's employee's individual lessons: the list, a course's general page, its schedule and lessons. */
const individuals: CourseSpace = {
  viewer: 'student',
  kind: 'individual',
  list: { title: 'corporateStudent.individuals', route: p.individuals },
  tabs: ['general', 'schedule'],
  sections: {
    general: p.individual,
    schedule: p.individualSchedule,
    lesson: p.individualLesson,
  },
};

export const corporateStudentIndividualsRoutes = courseRoutes('corporateStudent', individuals);
