import { text } from '../scenarios/hostile';
import {
  COURSE_TASK_KINDS,
  type CourseTaskKind,
  type CourseTaskStatus,
  type TraineeGrade,
} from '../rules/course-tasks';
import { shiftDate, schoolToday } from '../../time/school-time';
import * as clock from '../../time/clock';
import { courses } from './courses';
import { createTable } from './table';
import { DEMO } from './world/people';
import { type Random, randomFor } from './world/random';

/** A course task a TYLT group's tutor set. */
export type CourseTaskRow = {
  id: number;
  course_id: number;
  kind: CourseTaskKind;
  title: string;
  description: string;
  deadline: string | null;
  file_ids: number[];
  updated_at: string;
};

/** A round of a trainee's work: what they sent and the tutor's answer. */
export type CourseTaskRoundRow = {
  text: string;
  file_ids: number[];
  sent_at: string | null;
  comment: string | null;
  decision: 'returned' | 'completed' | null;
  decided_at: string | null;
};

/** A trainee's work on a course task, with every round and every status it had. */
export type CourseTaskWorkRow = {
  id: number;
  task_id: number;
  trainee_id: number;
  status: CourseTaskStatus;
  grade: TraineeGrade | null;
  draft_text: string;
  draft_file_ids: number[];
  rounds: CourseTaskRoundRow[];
  history: { status: CourseTaskStatus; at: string }[];
};

const TASK_TEXTS: Record<CourseTaskKind, { title: string; description: string }> = {
  university: {
    title: 'Online university: methodology modules',
    description:
      'Complete the online-university modules on classroom management and lesson planning, then write what you will use in your lessons.',
  },
  observation_yl: {
    title: 'Observation task: a young learners lesson',
    description:
      'Observe a 45-minute lesson for children aged 7 to 10. Describe its stages, how the teacher kept the children engaged, and one thing you would do differently.',
  },
  observation_teens: {
    title: 'Observation task: a teens lesson',
    description:
      'Observe a lesson for teenagers aged 13 to 17. Note how the teacher set up pair work and gave feedback on mistakes.',
  },
  final_test: {
    title: 'Final test',
    description:
      'Answer the questions on teaching young learners and teens: stages, activities and assessment.',
  },
  practice: {
    title: 'Teaching practice',
    description:
      'Plan and teach a 30-minute lesson to a group of children. Attach your lesson plan and write a short reflection.',
  },
};

const SENT = 'My notes: the lesson had a clear warm-up, a story with pictures and a song to close.';
const EDITED = `${SENT} I added how the teacher checked understanding with gestures and short questions.`;
const RETURNED = 'Please describe how the teacher checked understanding, with an example.';
const GRADED = 'Clear and well observed. Good use of examples from the lesson.';

/** A moment `days` before now, in the school's offset. */
const daysAgo = (days: number) => new Date(clock.nowMs() - days * 86_400_000).toISOString();

const round = (
  sentDaysAgo: number,
  body: string,
  decision: CourseTaskRoundRow['decision'],
  comment: string | null,
) => ({
  text: text(body),
  file_ids: [],
  sent_at: daysAgo(sentDaysAgo),
  comment: comment === null ? null : text(comment),
  decision,
  decided_at: decision ? daysAgo(sentDaysAgo - 1) : null,
});

type Plan = Pick<CourseTaskWorkRow, 'status' | 'grade' | 'draft_text' | 'rounds' | 'history'>;

/** A work in a status, with the rounds and history that lead to it. */
function planWork(status: CourseTaskStatus, grade: TraineeGrade | null, returnedFirst: boolean): Plan {
  const history: Plan['history'] = [];
  if (status === 'not_written') return { status, grade: null, draft_text: '', rounds: [], history };
  history.push({ status: 'in_progress', at: daysAgo(12) });
  if (status === 'in_progress') return { status, grade: null, draft_text: text(SENT), rounds: [], history };
  const rounds: CourseTaskRoundRow[] = [];
  if (returnedFirst || status === 'need_edits') {
    rounds.push(round(9, SENT, 'returned', RETURNED));
    history.push({ status: 'need_review', at: daysAgo(9) }, { status: 'need_edits', at: daysAgo(8) });
    if (status === 'need_edits') return { status, grade: null, draft_text: text(SENT), rounds, history };
  }
  const last = returnedFirst ? EDITED : SENT;
  if (status === 'need_review') {
    rounds.push(round(2, last, null, null));
    history.push({ status: 'need_review', at: daysAgo(2) });
    return { status, grade: null, draft_text: text(last), rounds, history };
  }
  rounds.push(round(5, last, 'completed', GRADED));
  history.push({ status: 'need_review', at: daysAgo(5) }, { status: 'completed', at: daysAgo(4) });
  return { status, grade, draft_text: text(last), rounds, history };
}

/** The demo trainee's works in the demo tutor's TYLT group: one of each state the journeys need. */
const DEMO_PLAN: Record<CourseTaskKind, [CourseTaskStatus, TraineeGrade | null, boolean]> = {
  university: ['completed', 'pass', false],
  observation_yl: ['need_review', null, false],
  observation_teens: ['completed', 'strong_pass', true],
  final_test: ['completed', 'pass', false],
  practice: ['in_progress', null, false],
};

const STATUSES: readonly CourseTaskStatus[] = [
  'completed',
  'completed',
  'need_review',
  'need_edits',
  'in_progress',
  'not_written',
];
const GRADES: readonly TraineeGrade[] = ['pass', 'pass', 'strong_pass', 'pass_with_merit', 'not_pass'];

function randomPlan(random: Random): [CourseTaskStatus, TraineeGrade | null, boolean] {
  const status = random.pick(STATUSES);
  return [status, status === 'completed' ? random.pick(GRADES) : null, random.chance(0.3)];
}

/**
 * Every TYLT group that has begun has its five tasks; one about to start has its first two set,
 * unwritten, and the rest still to set.
 */
function seed(): { tasks: CourseTaskRow[]; works: CourseTaskWorkRow[] } {
  const random = randomFor('course-tasks');
  const today = schoolToday();
  const tasks: CourseTaskRow[] = [];
  const works: CourseTaskWorkRow[] = [];
  for (const course of courses.where((row) => row.training === 'tylt')) {
    const begun = course.start_date <= today;
    COURSE_TASK_KINDS.slice(0, begun ? undefined : 2).forEach((kind, index) => {
      const task: CourseTaskRow = {
        id: tasks.length + 1,
        course_id: course.id,
        kind,
        title: text(TASK_TEXTS[kind].title),
        description: text(TASK_TEXTS[kind].description),
        deadline: shiftDate(course.end_date, -14 + index * 3),
        file_ids: [],
        updated_at: daysAgo(20),
      };
      tasks.push(task);
      for (const traineeId of course.student_ids) {
        const demo = traineeId === DEMO.trainee() && course.teacher_id === DEMO.tutor();
        const [status, grade, returnedFirst] = !begun
          ? (['not_written', null, false] as const)
          : demo
            ? DEMO_PLAN[kind]
            : randomPlan(random);
        const plan = planWork(status, grade, returnedFirst);
        works.push({
          id: works.length + 1,
          task_id: task.id,
          trainee_id: traineeId,
          draft_file_ids: [],
          ...plan,
        });
      }
    });
  }
  return { tasks, works };
}

// Each table draws the whole plan: the same every time, so the two always agree.
export const courseTasks = createTable<CourseTaskRow>('course_tasks', () => seed().tasks);
export const courseTaskWorks = createTable<CourseTaskWorkRow>('course_task_works', () => seed().works);

/** A trainee's work on a task. */
export const workOf = (taskId: number, traineeId: number): CourseTaskWorkRow | undefined =>
  courseTaskWorks.rows.find((work) => work.task_id === taskId && work.trainee_id === traineeId);

/** A trainee's issued certificate of a TYLT group. */
export type TraineeCertificateRow = {
  id: number;
  course_id: number;
  trainee_id: number;
  type: 'pass' | 'strong_pass' | 'pass_with_merit' | 'no_certificate';
  issued_at: string;
};

export const traineeCertificates = createTable<TraineeCertificateRow>('trainee_certificates', () => []);
