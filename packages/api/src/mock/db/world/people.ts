import type { Space } from '../../../generated/model';
import { demoUsers } from '../demo-users';
import { teacherName, ukrainianName } from './names';
import { randomFor } from './random';
import { schoolSize } from './size';

/** A generated person of the school (not a demo account); ids follow the demo accounts'. */
export type Person = {
  id: number;
  name: string;
  nameEn: string;
  email: string;
  spaces: Space[];
  /** An employee's company. */
  company?: string;
  /** An employee the company deactivated ("declined"). */
  declined?: boolean;
};

/** The demo company. */
export const DEMO_COMPANY = 'Demo Corp';
/** Its employees besides the demo corporate student: a team, or thousands at a larger scale. */
const companyStaff = (scale: number) => (scale === 1 ? 24 : 240 * scale);

const DEMO_TEACHERS = ['teacher@demo.school', 'dos@demo.school'];
const DEMO_STUDENTS = [
  'student@demo.school',
  'maksym.melnyk@demo.school',
  'sofiia.melnyk@demo.school',
  'multi@demo.school',
];

export const demoIdOf = (email: string): number => demoUsers.findIndex((demo) => demo.email === email) + 1;

/** The generated teachers and students, the same on every seed for a given scale. */
export function generatedPeople(): Person[] {
  const size = schoolSize();
  const random = randomFor('people');
  const people: Person[] = [];
  let id = demoUsers.length;
  for (let i = 0; i < size.teachers - DEMO_TEACHERS.length; i++) {
    const name = teacherName(random, i);
    people.push({ id: ++id, ...name, email: `teacher${i + 1}@school.mock`, spaces: ['teacher'] });
  }
  for (let i = 0; i < size.students - DEMO_STUDENTS.length; i++) {
    people.push({
      id: ++id,
      ...ukrainianName(random),
      email: `student${i + 1}@school.mock`,
      spaces: ['student'],
    });
  }
  const staff = companyStaff(size.scale);
  for (let i = 0; i < staff; i++) {
    people.push({
      id: ++id,
      ...ukrainianName(random),
      email: `employee${i + 1}@democorp.mock`,
      spaces: ['corporate_student'],
      company: DEMO_COMPANY,
      // One employee has left the company: the manager deactivated them.
      ...(i === staff - 1 ? { declined: true } : {}),
    });
  }
  // The demo manager's colleague, who also manages the company's learning. Last, so that every
  // other generated person keeps their id.
  people.push({
    id: ++id,
    name: 'Олександр Петренко',
    nameEn: 'Oleksandr Petrenko',
    email: 'oleksandr.petrenko@democorp.mock',
    spaces: ['corporate_hr'],
    company: DEMO_COMPANY,
  });
  // Teacher training: a second tutor (whose groups the demo tutor can substitute in) and the
  // trainees of the TKT and TYLT groups. After everyone else, so every other id stays.
  people.push({ id: ++id, ...teacherName(random, 0), email: 'tutor1@school.mock', spaces: ['tutor'] });
  for (let i = 0; i < TRAINEES; i++) {
    people.push({
      id: ++id,
      ...ukrainianName(random),
      email: `trainee${i + 1}@school.mock`,
      spaces: ['student_teacher_training'],
    });
  }
  return people;
}

/** The generated trainees of teacher training. */
const TRAINEES = 24;

/** Ids of the generated tutors. */
export const tutorIds = (people: Person[]): number[] =>
  people.filter((p) => p.spaces.includes('tutor')).map((p) => p.id);

/** Ids of the generated trainees. */
export const traineeIds = (people: Person[]): number[] =>
  people.filter((p) => p.spaces.includes('student_teacher_training')).map((p) => p.id);

/** Ids of the school's teachers: the two demo teachers first. */
export const teacherIds = (people: Person[]): number[] => [
  ...DEMO_TEACHERS.map(demoIdOf),
  ...people.filter((p) => p.spaces.includes('teacher')).map((p) => p.id),
];

/** Ids of the generated students (the demo students are placed by hand). */
export const studentIds = (people: Person[]): number[] =>
  people.filter((p) => p.spaces.includes('student')).map((p) => p.id);

/** A company's generated employees (its corporate students; its managers are not among them). */
const staffOf = (people: Person[], company: string): Person[] =>
  people.filter((p) => p.company === company && p.spaces.includes('corporate_student'));

/** Ids of a company's generated employees who are still active. */
export const activeStaffIds = (people: Person[], company: string): number[] =>
  staffOf(people, company)
    .filter((p) => !p.declined)
    .map((p) => p.id);

/** Ids of a company's generated employees the company deactivated. */
export const declinedStaffIds = (people: Person[], company: string): number[] =>
  staffOf(people, company)
    .filter((p) => p.declined)
    .map((p) => p.id);

export const DEMO = {
  student: () => demoIdOf('student@demo.school'),
  maksym: () => demoIdOf('maksym.melnyk@demo.school'),
  sofiia: () => demoIdOf('sofiia.melnyk@demo.school'),
  multi: () => demoIdOf('multi@demo.school'),
  teacher: () => demoIdOf('teacher@demo.school'),
  dos: () => demoIdOf('dos@demo.school'),
  corporateStudent: () => demoIdOf('corp.student@demo.school'),
  corporateTeacher: () => demoIdOf('corp.teacher@demo.school'),
  tutor: () => demoIdOf('tutor@demo.school'),
  trainee: () => demoIdOf('trainee@demo.school'),
};
