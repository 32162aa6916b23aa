import { PUBLIC_FACTS } from '../../../rules/public-facts';
import { text } from '../../scenarios/hostile';
import type { CourseRow, LearningFormat, ScheduleSlot, StudyMode } from '../courses';
import type { Audience, Level } from '../programs';
import {
  DEMO,
  DEMO_COMPANY,
  activeStaffIds,
  declinedStaffIds,
  generatedPeople,
  studentIds,
  teacherIds,
  traineeIds,
  tutorIds,
  type Person,
} from './people';
import { type Random, randomFor } from './random';
import { schoolToday, shiftDate, weekdayOf } from '../../../time/school-time';
import { schoolSize } from './size';

/** `started`: the first lesson was held on the last class day before today, the rest are to come. */
type Phase = 'finished' | 'in_progress' | 'waiting' | 'started';

/** What a seeded course is: the demo courses are written out, the rest drawn at random. */
type CourseSpec = {
  kind: CourseRow['kind'];
  program: number;
  audience: Audience;
  level: Level;
  teacher: number;
  phase: Phase;
  format: LearningFormat;
  studyMode: StudyMode;
  students: number[] | number;
  /** A company's course: its name and the employees who study in it (the first the demo's). */
  company?: { name: string; roster: number[]; inactive?: number[] };
  /** A teacher-training group (TKT or TYLT) and its trainees. */
  training?: { kind: 'tkt' | 'tylt'; roster: number[] };
};

const PROGRAMS_BY_AUDIENCE: Record<Audience, number[]> = {
  adults: [1, 2, 3, 6],
  teenagers: [4, 3, 6],
  kids: [5],
};
const CODES = ['', 'GE', 'BE', 'CAM', 'TEEN', 'KIDS', 'SPK', 'TKT', 'TYLT'];
/** The teacher-training programmes. */
const TRAINING_PROGRAM = { tkt: 7, tylt: 8 } as const;
const LEVELS: Record<number, Level[]> = {
  1: ['A1', 'A2', 'B1', 'B2', 'C1'],
  2: ['B1', 'B2', 'C1'],
  3: ['B2', 'C1', 'C2'],
  4: ['A2', 'B1', 'B2'],
  5: ['A1', 'A2'],
  6: ['B1', 'B2', 'C1'],
};

const demoSpecs = (): CourseSpec[] => [
  {
    kind: 'group',
    program: 1,
    audience: 'adults',
    level: 'B1',
    teacher: DEMO.teacher(),
    phase: 'in_progress',
    format: 'online',
    studyMode: 'regular',
    students: [DEMO.student(), 7],
  },
  {
    kind: 'group',
    program: 6,
    audience: 'adults',
    level: 'B2',
    teacher: DEMO.teacher(),
    phase: 'finished',
    format: 'offline',
    studyMode: 'intensive',
    students: [DEMO.student(), 8],
  },
  {
    kind: 'group',
    program: 5,
    audience: 'kids',
    level: 'A1',
    teacher: DEMO.teacher(),
    phase: 'in_progress',
    format: 'offline',
    studyMode: 'regular',
    students: [DEMO.maksym(), 6],
  },
  {
    kind: 'group',
    program: 4,
    audience: 'teenagers',
    level: 'B1',
    teacher: DEMO.dos(),
    phase: 'in_progress',
    format: 'online',
    studyMode: 'regular',
    students: [DEMO.sofiia(), 7],
  },
  {
    kind: 'group',
    program: 3,
    audience: 'adults',
    level: 'B2',
    teacher: DEMO.dos(),
    phase: 'in_progress',
    format: 'online',
    studyMode: 'weekend',
    students: [DEMO.multi(), 8],
  },
  {
    kind: 'group',
    program: 1,
    audience: 'adults',
    level: 'A2',
    teacher: DEMO.teacher(),
    phase: 'waiting',
    format: 'online',
    studyMode: 'regular',
    students: 4,
  },
];

const demoIndividualSpecs = (): CourseSpec[] => [
  {
    kind: 'individual',
    program: 2,
    audience: 'adults',
    level: 'B2',
    teacher: DEMO.teacher(),
    phase: 'in_progress',
    format: 'online',
    studyMode: 'regular',
    students: [DEMO.student()],
  },
  {
    kind: 'individual',
    program: 4,
    audience: 'teenagers',
    level: 'B1',
    teacher: DEMO.teacher(),
    phase: 'in_progress',
    format: 'online',
    studyMode: 'regular',
    students: [DEMO.sofiia()],
  },
  {
    kind: 'individual',
    program: 5,
    audience: 'kids',
    level: 'A2',
    teacher: DEMO.dos(),
    phase: 'finished',
    format: 'online',
    studyMode: 'regular',
    students: [DEMO.maksym()],
  },
];

/**
 * The demo company's courses, taught by the demo corporate teacher: a business-English group in
 * progress, a finished general-English group (one of its students has since left the company), and
 * two individual courses.
 */
const companySpecs = (people: Person[]): CourseSpec[] => {
  const staff = activeStaffIds(people, DEMO_COMPANY);
  const company = (roster: number[], inactive: number[] = []) => ({ name: DEMO_COMPANY, roster, inactive });
  const base = {
    audience: 'adults' as const,
    teacher: DEMO.corporateTeacher(),
    format: 'online' as const,
    studyMode: 'regular' as const,
    students: 0,
  };
  return [
    {
      ...base,
      kind: 'group',
      program: 2,
      level: 'B1',
      phase: 'in_progress',
      company: company([DEMO.corporateStudent(), ...staff.slice(0, 6)]),
    },
    {
      ...base,
      kind: 'group',
      program: 1,
      level: 'A2',
      phase: 'finished',
      company: company(
        [DEMO.corporateStudent(), ...staff.slice(6, 10)],
        declinedStaffIds(people, DEMO_COMPANY).slice(0, 1),
      ),
    },
    {
      ...base,
      kind: 'individual',
      program: 2,
      level: 'B1',
      phase: 'in_progress',
      company: company([DEMO.corporateStudent()]),
    },
    {
      ...base,
      kind: 'individual',
      program: 1,
      level: 'B2',
      phase: 'in_progress',
      company: company(staff.slice(10, 11)),
    },
    {
      // A new group: its trial lesson is behind it and waits for the teacher's summary.
      ...base,
      kind: 'group',
      program: 2,
      level: 'B2',
      phase: 'started',
      company: company(staff.slice(11, 16)),
    },
  ];
};

/**
 * Teacher training: the demo tutor's TKT groups (one in progress, one finished) and TYLT groups
 * (one in progress, one about to start), and the other tutor's, where the demo tutor substitutes.
 * The demo trainee studies in the demo tutor's groups in progress and in the one to start.
 */
const trainingSpecs = (people: Person[]): CourseSpec[] => {
  const trainees = traineeIds(people);
  const [otherTutor = DEMO.tutor()] = tutorIds(people);
  const spec = (
    kind: 'tkt' | 'tylt',
    phase: Phase,
    teacher: number,
    roster: number[],
    level: Level = 'C1',
  ): CourseSpec => ({
    kind: 'group',
    program: TRAINING_PROGRAM[kind],
    audience: 'adults',
    level,
    teacher,
    phase,
    format: 'online',
    studyMode: 'regular',
    students: 0,
    training: { kind, roster },
  });
  const trainee = DEMO.trainee();
  return [
    spec('tkt', 'in_progress', DEMO.tutor(), [trainee, ...trainees.slice(0, 6)]),
    spec('tkt', 'finished', DEMO.tutor(), trainees.slice(6, 10), 'B2'),
    spec('tylt', 'in_progress', DEMO.tutor(), [trainee, ...trainees.slice(10, 16)]),
    spec('tylt', 'waiting', DEMO.tutor(), [trainee, ...trainees.slice(16, 19)]),
    spec('tkt', 'in_progress', otherTutor, trainees.slice(19, 24), 'B2'),
    spec('tylt', 'in_progress', otherTutor, trainees.slice(19, 24)),
  ];
};

const SLOT_PATTERNS: Record<StudyMode, number[][]> = {
  regular: [
    [1, 3],
    [2, 4],
    [3, 5],
  ],
  intensive: [
    [1, 3, 5],
    [2, 4, 6],
  ],
  weekend: [[6], [7], [6, 7]],
};

function slotsFor(random: Random, spec: CourseSpec): ScheduleSlot[] {
  const days =
    spec.kind === 'individual' ? random.pick([[2], [4], [1, 4]]) : random.pick(SLOT_PATTERNS[spec.studyMode]);
  const duration = spec.audience === 'kids' || spec.kind === 'individual' ? 60 : 90;
  const time =
    spec.studyMode === 'weekend'
      ? random.pick(['10:00', '12:00'])
      : spec.audience === 'adults'
        ? random.pick(['18:00', '19:30', '08:30'])
        : random.pick(['15:00', '16:30']);
  return days.map((weekday) => ({ weekday, start_time: time, duration_minutes: duration }));
}

/** The dates of a course's lessons: every slot day from the start until `count` lessons. */
export function lessonDates(
  startDate: string,
  slots: ScheduleSlot[],
  count: number,
): { date: string; slot: ScheduleSlot }[] {
  const dates: { date: string; slot: ScheduleSlot }[] = [];
  for (let day = 0; dates.length < count && day < 400; day++) {
    const date = shiftDate(startDate, day);
    const slot = slots.find((s) => s.weekday === weekdayOf(date));
    if (slot) dates.push({ date, slot });
  }
  return dates;
}

/** The last day before today that one of the slots falls on. */
function lastClassDayBefore(today: string, slots: ScheduleSlot[]): string {
  for (let back = 1; back <= 7; back++) {
    const date = shiftDate(today, -back);
    if (slots.some((slot) => slot.weekday === weekdayOf(date))) return date;
  }
  return shiftDate(today, -7);
}

function startDateFor(
  random: Random,
  phase: Phase,
  weeks: number,
  today: string,
  slots: ScheduleSlot[],
): string {
  if (phase === 'started') return lastClassDayBefore(today, slots);
  if (phase === 'waiting') return shiftDate(today, random.int(7, 35));
  if (phase === 'finished') return shiftDate(today, -7 * (weeks + random.int(2, 10)));
  return shiftDate(today, -7 * Math.round(weeks * (0.35 + random.next() * 0.4)));
}

const zoomId = (random: Random) =>
  `${random.int(810, 899)} ${random.int(1000, 9999)} ${random.int(1000, 9999)}`;

export function planCourses(): CourseRow[] {
  const size = schoolSize();
  const random = randomFor('courses');
  const people = generatedPeople();
  const pool = random.shuffle(studentIds(people));
  const teachersPool = teacherIds(people).slice(2);
  let next = 0;
  const takeStudents = (count: number) =>
    Array.from({ length: count }, () => pool[next++ % pool.length] as number);
  const today = schoolToday();

  const randomSpec = (kind: CourseRow['kind'], index: number): CourseSpec => {
    const audience: Audience = index % 10 < 5 ? 'adults' : index % 10 < 8 ? 'teenagers' : 'kids';
    const program = random.pick(PROGRAMS_BY_AUDIENCE[audience]);
    const phase: Phase = index % 5 === 0 ? 'finished' : index % 5 === 1 ? 'waiting' : 'in_progress';
    return {
      kind,
      program,
      audience,
      level: random.pick(LEVELS[program] ?? ['B1']),
      teacher: random.pick(teachersPool),
      phase,
      format: random.chance(0.6) ? 'online' : 'offline',
      studyMode:
        program === 6 ? 'intensive' : audience === 'adults' && random.chance(0.2) ? 'weekend' : 'regular',
      students: kind === 'individual' ? 1 : phase === 'waiting' ? random.int(2, 6) : random.int(6, 10),
    };
  };

  const specs = [
    ...demoSpecs(),
    ...Array.from({ length: size.groups - 6 }, (_, i) => randomSpec('group', i + 6)),
    ...demoIndividualSpecs(),
    ...Array.from({ length: size.individuals - 3 }, (_, i) => randomSpec('individual', i + 3)),
    // Last, so that the school's own courses keep their ids and draws.
    ...companySpecs(people),
    ...trainingSpecs(people),
  ];

  return specs.map((spec, index) => {
    const id = index + 1;
    const schedule = slotsFor(random, spec);
    const lessonsCount = spec.kind === 'individual' || spec.training ? 16 : 24;
    const weeks = Math.ceil(lessonsCount / schedule.length);
    const start = startDateFor(random, spec.phase, weeks, today, schedule);
    const dates = lessonDates(start, schedule, lessonsCount);
    const students = spec.training
      ? spec.training.roster
      : spec.company
        ? spec.company.roster
        : Array.isArray(spec.students)
          ? [...spec.students.slice(0, 1), ...takeStudents(spec.students[1] ?? 0)]
          : takeStudents(spec.students);
    // From the school's lowest price of a 60-minute group lesson up.
    const perHour = PUBLIC_FACTS.lowestGroupLesson.priceUah + 10 * random.int(0, 8);
    const online = spec.format === 'online';
    const code = `${spec.company ? 'CORP-' : ''}${CODES[spec.program]}-${spec.level}-${String(id).padStart(2, '0')}`;
    return {
      id,
      kind: spec.kind,
      name: spec.kind === 'group' ? code : `IND-${code}`,
      program_id: spec.program,
      teacher_id: spec.teacher,
      audience: spec.audience,
      level: spec.level,
      format: spec.format,
      course_type: spec.studyMode,
      start_date: start,
      end_date: dates.at(-1)?.date ?? start,
      formation_date: shiftDate(start, -14),
      recruitment:
        spec.kind === 'group' &&
        !spec.company &&
        !spec.training &&
        (spec.phase === 'waiting' || (spec.phase === 'in_progress' && students.length < 10)),
      seats_total: spec.kind === 'group' ? 10 : 1,
      student_ids: students,
      price:
        spec.kind === 'individual'
          ? 550 + 50 * random.int(0, 4)
          : spec.studyMode === 'weekend'
            ? Math.round((perHour * 1.5 * lessonsCount) / 100) * 100
            : perHour,
      price_unit: spec.kind === 'individual' ? 'unit' : spec.studyMode === 'weekend' ? 'course' : 'hour',
      books: spec.audience === 'kids' || random.chance(0.5) ? 'printed' : 'digital',
      schedule,
      room: online ? null : String(random.int(101, 312)),
      zoom_link: online ? `https://zoom.us/j/${random.int(81000, 89999)}${random.int(10000, 99999)}` : null,
      zoom_id: online ? zoomId(random) : null,
      zoom_passcode: online ? random.int(100000, 999999).toString(36) : null,
      description: text(
        spec.kind === 'group'
          ? `Група ${code}: ${schedule.length} заняття на тиждень, до 10 студентів, рівень ${spec.level}.`
          : `Індивідуальний курс: ${schedule.length} заняття на тиждень, рівень ${spec.level}.`,
      ),
      description_en: text(
        spec.kind === 'group'
          ? `Group ${code}: ${schedule.length} lessons a week, up to 10 students, level ${spec.level}.`
          : `An individual course: ${schedule.length} lessons a week, level ${spec.level}.`,
      ),
      company_name: spec.company?.name ?? null,
      inactive_student_ids: spec.company?.inactive ?? [],
      training: spec.training?.kind ?? null,
      lessons_count: lessonsCount,
      modules_count: lessonsCount / 8,
    };
  });
}
