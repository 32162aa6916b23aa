import { handIn } from '../rules/work-hand-in';
import { scoreTest } from '../rules/work-scoring';
import type { WorkStatus } from '../rules/work-transitions';
import { text } from '../scenarios/hostile';
import { HOUR, isoAt, ms } from './assignment-seed-helpers';
import { type AssignmentRow, studentsOf } from './assignments';
import { ANSWERS, DRAFT_TEXT, EDIT_REQUESTS, PRAISE } from './assignments-texts';
import { courses } from './courses';
import { lessons } from './lessons';
import type { WorkRow } from './works';
import { demoStatuses } from './works-demo';
import { type Random, randomFor } from './world/random';
import * as clock from '../../time/clock';

/** Picks a status by cumulative shares: [[0.6, 'completed'], [0.7, 'missed'], ...]. */
const byShare = (random: Random, shares: [number, WorkStatus][], otherwise: WorkStatus): WorkStatus => {
  const r = random.next();
  return shares.find(([upTo]) => r < upTo)?.[1] ?? otherwise;
};

/** A status that follows the clock: what a student would have done with this assignment by now. */
function clockStatus(random: Random, a: AssignmentRow, now: number): WorkStatus {
  const pastDeadline = a.deadline !== null && ms(a.deadline) <= now;
  if (a.kind === 'task') {
    return pastDeadline
      ? byShare(
          random,
          [
            [0.62, 'completed'],
            [0.72, 'missed'],
            [0.8, 'need_edits'],
            [0.88, 'sent'],
            [0.93, 'need_review'],
            [0.97, 'in_review'],
          ],
          'in_progress',
        )
      : byShare(
          random,
          [
            [0.25, 'not_opened'],
            [0.4, 'not_written'],
            [0.6, 'in_progress'],
            [0.85, 'sent'],
            [0.92, 'need_review'],
          ],
          'completed',
        );
  }
  const lesson = a.lesson_id === null ? undefined : lessons.byId(a.lesson_id);
  if (a.platform === 'outside') {
    if (!lesson?.completed) return 'not_opened';
    return random.chance(0.8) ? 'completed' : 'need_review';
  }
  const held = lesson ? ms(lesson.ends_at) <= now : pastDeadline;
  if (pastDeadline)
    return byShare(
      random,
      [
        [0.85, 'completed'],
        [0.95, 'test_missed'],
      ],
      'incomplete',
    );
  if (held) return random.chance(0.8) ? 'completed' : 'not_opened';
  return random.chance(0.7) ? 'not_opened' : 'not_written';
}

const WRITTEN: readonly WorkStatus[] = ['sent', 'need_review', 'in_review', 'need_edits', 'completed'];

/** The work's fields for its status: text, answers, score, comments and times (all before now). */
function seedWork(
  random: Random,
  late: Random,
  a: AssignmentRow,
  studentId: number,
  status: WorkStatus,
  now: number,
  id: number,
): WorkRow {
  const from = ms(a.published_at ?? a.created_at);
  const span = Math.max(HOUR, Math.min(now, a.deadline ? ms(a.deadline) : now) - from);
  const at = (share: number) => isoAt(Math.min(now - HOUR, from + span * share));
  const task = a.kind === 'task';
  const written = WRITTEN.includes(status) && (task || status === 'completed');
  const opened =
    !['not_opened', 'missed', 'test_missed'].includes(status) || (status === 'missed' && random.chance(0.3));
  const started = status === 'in_progress' || status === 'incomplete' || written;
  const work: WorkRow = {
    id,
    assignment_id: a.id,
    student_id: studentId,
    status,
    text:
      task && status === 'in_progress' ? text(DRAFT_TEXT) : task && written ? text(random.pick(ANSWERS)) : '',
    file_ids: [],
    answers: [],
    score: null,
    comments: [],
    opened_at: opened ? at(0.2) : null,
    started_at: started ? at(0.4) : null,
    submitted_at: written && status !== 'need_review' ? at(0.6) : null,
    completed_at: status === 'completed' ? at(0.8) : null,
    updated_at: at(status === 'completed' ? 0.8 : 0.6),
    snapshot: null,
  };
  const teacher = courses.byId(a.course_id)?.teacher_id ?? 0;
  const comment = (pool: readonly string[]) => ({
    id: 1,
    author_id: teacher,
    text: text(random.pick(pool)),
    created_at: at(0.7),
  });
  if (status === 'need_edits') work.comments.push(comment(EDIT_REQUESTS));
  if (status === 'completed' && task && random.chance(0.7)) work.comments.push(comment(PRAISE));
  if (status === 'completed' && !task) scoreSeededTest(random, a, work);
  if (status === 'incomplete' && a.platform === 'on') handInSeededTest(late, a, work);
  return work;
}

/**
 * A test the deadline caught in progress: the school handed it in with the answers the student had
 * saved by then (the first questions, right by the student's luck), scored by the rule.
 */
function handInSeededTest(random: Random, a: AssignmentRow, work: WorkRow): void {
  const skill = 0.4 + random.next() * 0.6;
  const saved = a.questions.slice(0, random.int(1, Math.max(1, a.questions.length - 1)));
  const held = saved.map((q, index) => {
    const wrong = q.options.find((o) => !q.correct_option_ids.includes(o.id));
    const option_ids = random.chance(skill) || !wrong ? [...q.correct_option_ids] : [wrong.id];
    return { question_id: q.id, option_ids, revision: index + 1 };
  });
  const counted = handIn(a.questions, held, a.max_score ?? 1);
  work.answers = counted.answers.map((answer) => ({ ...answer, text: null }));
  work.score = counted.score;
  work.submitted_at = a.deadline;
}

/** A completed test's score: answers drawn by the student's luck and scored by the rule (on the platform). */
function scoreSeededTest(random: Random, a: AssignmentRow, work: WorkRow): void {
  const maxScore = a.max_score ?? 1;
  const skill = 0.45 + random.next() * 0.55;
  if (a.platform !== 'on') {
    work.score = Math.round(maxScore * skill);
    return;
  }
  work.answers = a.questions.map((q) => {
    const right = random.chance(skill);
    const wrong = q.options.find((o) => !q.correct_option_ids.includes(o.id));
    return {
      question_id: q.id,
      option_ids: right ? [...q.correct_option_ids] : wrong ? [wrong.id] : [],
      text: null,
      points: right ? q.points : 0,
    };
  });
  work.score = scoreTest(a.questions, work.answers, maxScore).score;
}

/** The seeded works: one per student of every published assignment, following the clock and the demo needs. */
export function seedWorks(rows: AssignmentRow[], now = clock.nowMs()): WorkRow[] {
  const random = randomFor('assignments.works');
  // Its own stream: the handed-in answers leave every other seeded work as it was.
  const late = randomFor('assignments.works.handed-in');
  const forced = demoStatuses(rows, now);
  const result: WorkRow[] = [];
  for (const a of rows.filter((row) => row.published)) {
    for (const studentId of studentsOf(a)) {
      const status = forced.get(`${a.id}:${studentId}`) ?? clockStatus(random, a, now);
      result.push(seedWork(random, late, a, studentId, status, now, result.length + 1));
    }
  }
  return result;
}
