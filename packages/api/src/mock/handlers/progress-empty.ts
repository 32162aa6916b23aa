import type { CompanyProgress, DosProgress, LearnerProgress, TeacherProgress } from '../../generated/model';
import { scenario } from '../scenarios/state';

/**
 * The charts of a school with nothing recorded, for the empty scenario (where every list answers
 * empty): every month of the period is still there, with zeros, and every list is empty, so the
 * cabinet's charts show their empty state.
 */

const noLearner = (data: LearnerProgress): LearnerProgress => ({
  ...data,
  attendance: data.attendance.map(({ month }) => ({
    month,
    attended: 0,
    missed: 0,
    excused: 0,
    marked: 0,
    percent: null,
  })),
  homework: data.homework.map(({ month }) => ({ month, on_time: 0, late: 0, not_handed_in: 0 })),
  test_results: [],
  test_results_total: 0,
  module_marks: [],
  module_marks_total: 0,
  levels: [],
  levels_total: 0,
});

const noTeacher = (data: TeacherProgress): TeacherProgress => ({
  ...data,
  months: data.months.map(({ month }) => ({
    month,
    earnings: { by_category: [], running_total: 0, total_to_pay: 0 },
    hours: { lessons: 0, catch_ups: 0, total: 0, lessons_held: 0 },
    feedback: { on_time: 0, late: 0, overdue: 0 },
  })),
});

const noDos = (): DosProgress => ({ teachers: [], teachers_total: 0 });

const noCompany = (data: CompanyProgress): CompanyProgress => ({
  ...data,
  spend: data.spend.map(({ month }) => ({
    month,
    paid: 0,
    used: 0,
    used_by: { group_lessons: 0, individual_lessons: 0, placement_checks: 0 },
    closing_balance: 0,
    checks_bought: 0,
    checks_used: 0,
    checks_left: 0,
  })),
  balance: 0,
  checks_left: 0,
  employees_count: 0,
  levels_now: { A1: 0, A2: 0, B1: 0, B2: 0, C1: 0, C2: 0, none: 0 },
  level_movement: { up: 0, same: 0, down: 0, no_placement: 0 },
  groups: [],
  tests: data.tests.map(({ month }) => ({
    month,
    placement_assigned: 0,
    placement_finished: 0,
    course_tests_assigned: 0,
    course_tests_done: 0,
  })),
});

/** The charts as answered: as counted, or with nothing recorded when the empty scenario is on. */
export const answered = {
  learner: (data: LearnerProgress) => ({ data: scenario().empty ? noLearner(data) : data }),
  teacher: (data: TeacherProgress) => ({ data: scenario().empty ? noTeacher(data) : data }),
  dos: (data: DosProgress) => ({ data: scenario().empty ? noDos() : data }),
  company: (data: CompanyProgress) => ({ data: scenario().empty ? noCompany(data) : data }),
};
