import { courseRoutes } from '../../../features/course-pages';
import type { LearnerView } from '../../../shared/course-view';
import { paths } from '../../../shared/paths';

const p = paths.corporateStudent;

/** A company's employee's individual lessons: the list, a course's general page, its schedule and lessons. */
const individuals: LearnerView = {
  viewer: 'student',
  kind: 'individual',
  list: { title: 'corporateStudent.individuals', path: p.individuals },
  tabs: ['general', 'schedule'],
  pages: {
    general: p.individual,
    schedule: p.individualSchedule,
    lesson: p.individualLesson,
  },
};

export const corporateStudentIndividualsRoutes = courseRoutes(individuals);
