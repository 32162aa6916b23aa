import type { WorkStatus } from '../rules/work-transitions';
import { text } from '../scenarios/hostile';
import { DAY, isoAt, ms, seedBase, seedQuestions } from './assignment-seed-helpers';
import type { AssignmentRow } from './assignments';
import { TASKS } from './assignments-texts';
import { type CourseRow, courses } from './courses';
import { lessonsOf } from './lessons';
import { DEMO } from './world/people';

/**
 * What the demo accounts show: the demo student in course 1 has a work in every status (and a
 * test to take now), a few in their individual course 31, Maksym and Sofiia several in courses
 * 3, 4 and 32; the demo teacher has works waiting for review and a draft task in courses 1 and 3.
 * A need is met by a seeded assignment of the right kind and time, or by an extra one.
 */
type Slot = 'task_future' | 'task_past' | 'test_past' | 'test_future' | 'task';
type Need = { slot: Slot; status: WorkStatus };
type DemoPlan = { courseId: number; studentId: number; needs: Need[] };

const need = (slot: Slot, ...statuses: WorkStatus[]): Need[] => statuses.map((status) => ({ slot, status }));

const demoPlans = (): DemoPlan[] => [
  {
    courseId: 1,
    studentId: DEMO.student(),
    needs: [
      ...need('task_future', 'not_opened', 'not_written'),
      ...need('task_past', 'missed'),
      ...need('test_past', 'test_missed', 'incomplete'),
      ...need('test_future', 'not_opened'),
      ...need('task', 'in_progress', 'sent', 'need_review', 'in_review', 'need_edits', 'completed'),
    ],
  },
  {
    courseId: 31,
    studentId: DEMO.student(),
    needs: [...need('task_future', 'not_opened'), ...need('task', 'sent', 'need_edits', 'completed')],
  },
  {
    courseId: 3,
    studentId: DEMO.maksym(),
    needs: [
      ...need('task_future', 'not_opened'),
      ...need('task_past', 'missed'),
      ...need('task', 'in_progress', 'sent', 'need_edits', 'completed'),
    ],
  },
  {
    courseId: 4,
    studentId: DEMO.sofiia(),
    needs: [
      ...need('task_future', 'not_written'),
      ...need('test_future', 'not_opened'),
      ...need('task', 'sent', 'need_review', 'completed'),
    ],
  },
  { courseId: 32, studentId: DEMO.sofiia(), needs: need('task', 'in_progress', 'sent', 'completed') },
];

/** Most constrained first, so the extras made for a need are found again by the same need. */
const SLOT_ORDER: Slot[] = ['task_future', 'task_past', 'test_past', 'test_future', 'task'];

function fits(slot: Slot, a: AssignmentRow, now: number): boolean {
  const future = a.deadline !== null && ms(a.deadline) > now;
  const past = a.deadline !== null && !future;
  const onTest = a.kind === 'test' && a.platform === 'on';
  if (slot === 'task') return a.kind === 'task';
  if (slot === 'task_future') return a.kind === 'task' && future;
  if (slot === 'task_past') return a.kind === 'task' && past;
  if (slot === 'test_past') return onTest && past;
  return onTest && future && a.questions.length >= 3;
}

function matchNeeds(rows: AssignmentRow[], plan: DemoPlan, now: number) {
  const candidates = rows.filter(
    (a) =>
      a.course_id === plan.courseId &&
      a.published &&
      (a.student_ids === null || a.student_ids.includes(plan.studentId)),
  );
  const used = new Set<number>();
  const forced = new Map<number, WorkStatus>();
  const left: Need[] = [];
  for (const slot of SLOT_ORDER) {
    for (const wanted of plan.needs.filter((n) => n.slot === slot)) {
      const found = candidates.find((a) => !used.has(a.id) && fits(slot, a, now));
      if (found) {
        used.add(found.id);
        forced.set(found.id, wanted.status);
      } else left.push(wanted);
    }
  }
  return { forced, left };
}

/** The module of the course's latest started lesson (the current module). */
function currentModule(course: CourseRow, now: number): number {
  const lessons = lessonsOf(course.id).sort((a, b) => a.number - b.number);
  return (lessons.filter((l) => ms(l.starts_at) <= now).at(-1) ?? lessons[0])?.module_id ?? 0;
}

type Draft = Omit<AssignmentRow, 'id'>;

function extra(slot: Slot, course: CourseRow, now: number, k: number): Draft {
  const base = seedBase(course, currentModule(course, now), now - 12 * DAY);
  if (slot === 'test_past' || slot === 'test_future') {
    return {
      ...base,
      kind: 'test',
      title: text(`Тест: граматика ${k + 1}`),
      title_en: text(`Quiz: grammar ${k + 1}`),
      description: text('A short grammar quiz: five questions, about 10 minutes.'),
      questions: seedQuestions([k, k + 2, k + 4, k + 6, k + 8]),
      published: true,
      published_at: isoAt(now - 8 * DAY),
      test_type: 'test',
      platform: 'on',
      personal_version: false,
      retake_allowed: true,
      max_score: 10,
      deadline: isoAt(slot === 'test_future' ? now + 3 * DAY : now - (1 + k) * DAY),
    };
  }
  const [title, titleEn, description] = TASKS[(course.id + k) % TASKS.length] as (typeof TASKS)[number];
  const deadline =
    slot === 'task_past' ? now - 2 * DAY : slot === 'task_future' ? now + (4 + k) * DAY : now + 10 * DAY;
  return {
    ...base,
    kind: 'task',
    title: text(title),
    title_en: text(titleEn),
    description: text(description),
    questions: [],
    published: true,
    published_at: isoAt(Math.min(deadline - 7 * DAY, now - DAY)),
    deadline: isoAt(deadline),
  };
}

/** An unpublished task the demo teacher is still writing. */
const draftTask = (course: CourseRow, now: number): Draft => ({
  ...extra('task', course, now, 7),
  title: text('Чернетка: моя подорож мрії'),
  title_en: text('Draft: my dream trip'),
  description: text('Write 100-120 words about the trip of your dreams: where, with whom and why.'),
  published: false,
  published_at: null,
  deadline: null,
});

/** The assignments added on top of the seeded ones so every demo need is met. */
export function demoExtras(seeded: AssignmentRow[], now: number): Draft[] {
  return [
    ...demoPlans().flatMap((plan) => {
      const course = courses.byId(plan.courseId);
      return course ? matchNeeds(seeded, plan, now).left.map((n, k) => extra(n.slot, course, now, k)) : [];
    }),
    ...[1, 3].flatMap((id) => {
      const course = courses.byId(id);
      return course ? [draftTask(course, now)] : [];
    }),
  ];
}

const TEACHER_SENT_WORKS = 3;

/**
 * The statuses the demo needs, by `assignmentId:studentId`: the demo students' needs, and works
 * sent by other students waiting for the demo teacher's review in courses 1 and 3.
 */
export function demoStatuses(rows: AssignmentRow[], now: number): Map<string, WorkStatus> {
  const statuses = new Map<string, WorkStatus>();
  for (const plan of demoPlans()) {
    for (const [id, status] of matchNeeds(rows, plan, now).forced)
      statuses.set(`${id}:${plan.studentId}`, status);
  }
  const demoStudents = new Set([DEMO.student(), DEMO.maksym(), DEMO.sofiia(), DEMO.multi()]);
  for (const courseId of [1, 3]) {
    const others = (courses.byId(courseId)?.student_ids ?? []).filter((id) => !demoStudents.has(id));
    const tasks = rows.filter((a) => a.course_id === courseId && a.kind === 'task' && a.published);
    tasks.slice(-TEACHER_SENT_WORKS).forEach((task, i) => {
      const student = others[i % Math.max(1, others.length)];
      if (student !== undefined) statuses.set(`${task.id}:${student}`, 'sent');
    });
  }
  return statuses;
}
