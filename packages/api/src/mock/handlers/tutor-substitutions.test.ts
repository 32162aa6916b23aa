import { describe, expect, it } from 'vitest';
import { getCourse, getCourseSummary, listCourseStudents } from '../../generated/courses/courses';
import {
  createCourseTask,
  getCourseTaskWork,
  issueTraineeCertificate,
  listCourseTaskWorks,
  listCourseTasks,
  listTraineeCertificates,
  reviewCourseTaskWork,
  updateCourseTask,
} from '../../generated/course-tasks/course-tasks';
import { getLesson, listLessons, publishLesson, updateLesson } from '../../generated/lessons/lessons';
import {
  acceptSubstitution,
  cancelSubstitution,
  declineSubstitution,
  listSubstitutions,
  requestSubstitution,
} from '../../generated/substitutions/substitutions';
import { GetCourseResponse } from '../../generated/zod/courses/courses';
import {
  ListCourseTaskWorksResponse,
  ListCourseTasksResponse,
  ListTraineeCertificatesResponse,
} from '../../generated/zod/course-tasks/course-tasks';
import { GetLessonResponse } from '../../generated/zod/lessons/lessons';
import {
  AcceptSubstitutionResponse,
  ListSubstitutionsResponse,
  RequestSubstitutionResponse,
} from '../../generated/zod/substitutions/substitutions';
import { type CourseRow, courses } from '../db/courses';
import { type LessonRow, lessons } from '../db/lessons';
import { allTeacherIds, allTutorIds, busyTimes, substitutions } from '../db/substitutions';
import { freeTeachers } from '../rules/substitutions';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const TUTOR = 'tutor@demo.school';
const otherTutor = () => allTutorIds().find((id) => id !== DEMO.tutor()) as number;

const list = async (query: Parameters<typeof listSubstitutions>[0] = {}) =>
  ListSubstitutionsResponse.parse(await listSubstitutions({ per_page: 100, ...query })).data;

/** An upcoming lesson of a tutor's group of `training` with no request yet, when the other tutor is free. */
const freeLessonOf = (tutor: number, training: 'tkt' | 'tylt'): { lesson: LessonRow; course: CourseRow } => {
  const requested = new Set(substitutions.rows.map((row) => row.lesson_id));
  const mine = new Map(
    courses.rows.filter((c) => c.teacher_id === tutor && c.training === training).map((c) => [c.id, c]),
  );
  const busy = busyTimes(substitutions.rows);
  const lesson = lessons.rows.find(
    (l) =>
      mine.has(l.course_id) &&
      Date.parse(l.starts_at) > Date.now() + 86_400_000 &&
      !requested.has(l.id) &&
      freeTeachers(
        allTutorIds().filter((id) => id !== tutor),
        busy,
        l,
      ).length > 0,
  );
  if (!lesson) throw new Error(`The seed has no upcoming ${training} lesson of the tutor.`);
  return { lesson, course: mine.get(lesson.course_id) as CourseRow };
};

/** Gives the other tutor a lesson at the same time (they are no longer free then). */
const makeOtherTutorBusyAt = (lesson: LessonRow) => {
  const course = courses.rows.find((c) => c.teacher_id === otherTutor());
  if (!course) throw new Error('The other tutor teaches no group.');
  lessons.insert({ ...lesson, course_id: course.id });
};

describe('the tutors’ substitutions: seeded lists', () => {
  it('shows the demo tutor their own requests in every status, in both courses', async () => {
    await signIn(TUTOR);
    for (const kind of ['tkt_group', 'tylt_group'] as const) {
      const own = await list({ kind, filter: 'is_mine' });
      expect(own.every((s) => s.side === 'requested' && s.kind === kind)).toBe(true);
      expect(new Set(own.map((s) => s.status))).toEqual(
        new Set(['waiting', 'approved', 'moderation', 'canceled', 'ended']),
      );
      expect(own.filter((s) => s.substitute).every((s) => s.substitute?.id === otherTutor())).toBe(true);
    }
  });

  it('shows them the other tutor’s requests offered to them: waiting, declined, held', async () => {
    await signIn(TUTOR);
    for (const kind of ['tkt_group', 'tylt_group'] as const) {
      const others = await list({ kind, filter: 'is_not_mine' });
      expect(others.every((s) => s.side === 'offered' && s.requested_by.id === otherTutor())).toBe(true);
      expect(others.some((s) => s.status === 'waiting' && s.decision === null)).toBe(true);
      expect(others.some((s) => s.decision === 'declined')).toBe(true);
      expect(others.some((s) => s.status === 'ended' && s.decision === 'accepted' && s.paid)).toBe(true);
      // A request a manager holds shows only to the tutor who made it.
      expect(others.some((s) => s.status === 'moderation')).toBe(false);
    }
  });

  it('lists all of a kind without a filter, and nothing of another kind', async () => {
    await signIn(TUTOR);
    const all = await list({ kind: 'tkt_group' });
    const own = await list({ kind: 'tkt_group', filter: 'is_mine' });
    const others = await list({ kind: 'tkt_group', filter: 'is_not_mine' });
    expect(all.length).toBe(own.length + others.length);
    expect((await list({ kind: 'group' })).length).toBe(0);
    await expectError(
      listSubstitutions({ filter: 'theirs' as 'is_mine' }, silent),
      422,
      'validation_failed',
      'filter',
    );
  });

  it('never offers a training lesson to a school teacher, nor a school lesson to a tutor', () => {
    const teachers = new Set(allTeacherIds());
    const tutors = new Set(allTutorIds());
    for (const row of substitutions.rows) {
      const training = row.kind === 'tkt_group' || row.kind === 'tylt_group';
      const pool = training ? tutors : teachers;
      expect(row.offered_to.every((id) => pool.has(id))).toBe(true);
    }
  });
});

describe('a tutor asks for a substitute', () => {
  it('offers the lesson to the other tutor free at the time, as a TKT group’s', async () => {
    const { lesson } = freeLessonOf(DEMO.tutor(), 'tkt');
    await signIn(TUTOR);
    const made = RequestSubstitutionResponse.parse(
      await requestSubstitution(lesson.id, { reason: 'illness', comment: '' }),
    ).data;
    expect(made).toMatchObject({ kind: 'tkt_group', status: 'waiting', side: 'requested' });
    expect(substitutions.byId(made.id)?.offered_to).toEqual([otherTutor()]);
    await signIn(otherTutor());
    const offered = await list({ kind: 'tkt_group', filter: 'is_not_mine' });
    expect(offered.map((s) => s.id)).toContain(made.id);
  });

  it('answers “no teachers available at the selected time” when no other tutor is free', async () => {
    const { lesson } = freeLessonOf(DEMO.tutor(), 'tylt');
    makeOtherTutorBusyAt(lesson);
    await signIn(TUTOR);
    await expectError(
      requestSubstitution(lesson.id, { reason: 'illness', comment: '' }, silent),
      409,
      'no_substitute_available',
    );
  });

  it('does not count the school’s free teachers for a training lesson', async () => {
    const { lesson } = freeLessonOf(DEMO.tutor(), 'tkt');
    makeOtherTutorBusyAt(lesson);
    // Plenty of school teachers are free at that time, and none of them may take it.
    expect(allTeacherIds().length).toBeGreaterThan(1);
    await signIn(TUTOR);
    await expectError(
      requestSubstitution(lesson.id, { reason: 'other', comment: '' }, silent),
      409,
      'no_substitute_available',
    );
  });

  it('refuses (404) a school teacher the tutor’s request, and lets the tutor cancel it', async () => {
    const { lesson } = freeLessonOf(DEMO.tutor(), 'tylt');
    await signIn(TUTOR);
    const made = RequestSubstitutionResponse.parse(
      await requestSubstitution(lesson.id, { reason: 'vacation', comment: '' }),
    ).data;
    await signIn('teacher@demo.school');
    await expectError(acceptSubstitution(made.id, silent), 404, 'substitution_not_found');
    await signIn(TUTOR);
    const canceled = await cancelSubstitution(made.id);
    expect(canceled.data).toMatchObject({ status: 'canceled', decision: 'deleted' });
  });
});

describe('a tutor answers another tutor’s request', () => {
  const waitingOffered = () => {
    const row = substitutions.rows.find(
      (each) =>
        each.kind === 'tkt_group' &&
        each.state === 'waiting' &&
        each.offered_to.includes(DEMO.tutor()) &&
        !each.declined_by.includes(DEMO.tutor()),
    );
    if (!row) throw new Error('The seed offers the demo tutor no waiting TKT request.');
    return row;
  };

  it('declines one, which stays in their list as declined', async () => {
    const row = waitingOffered();
    await signIn(TUTOR);
    await declineSubstitution(row.id);
    const others = await list({ kind: 'tkt_group', filter: 'is_not_mine' });
    expect(others.find((s) => s.id === row.id)?.decision).toBe('declined');
  });

  it('accepts one, then reads the group and changes only the lesson they hold', async () => {
    const row = waitingOffered();
    const courseId = row.course_id as number;
    const heldId = row.lesson_id as number;
    await signIn(TUTOR);
    expect(GetLessonResponse.parse(await getLesson(heldId)).data.can_teach).toBe(false);
    const accepted = AcceptSubstitutionResponse.parse(await acceptSubstitution(row.id)).data;
    expect(accepted).toMatchObject({ status: 'approved', decision: 'accepted' });
    expect(GetCourseResponse.parse(await getCourse(courseId)).data.training).toBe('tkt');
    expect(GetLessonResponse.parse(await getLesson(heldId)).data.can_teach).toBe(true);
    await updateLesson(heldId, { notes: 'Covered for my colleague.' });
    const other = lessons.rows.find((each) => each.course_id === courseId && each.id !== heldId);
    if (!other) throw new Error('The group has more than one lesson.');
    expect(GetLessonResponse.parse(await getLesson(other.id)).data.can_teach).toBe(false);
    await expectError(updateLesson(other.id, { notes: 'Mine' }, silent), 403, 'forbidden');
  });

  it('refuses (404) a tutor a group they never substituted in', async () => {
    const other = otherTutor();
    const held = new Set(
      substitutions.rows.filter((row) => row.substitute_id === other).map((row) => row.course_id),
    );
    const group = courses.rows.find((c) => c.teacher_id === DEMO.tutor() && !held.has(c.id));
    if (!group) throw new Error('The demo tutor has a group the other tutor never substituted in.');
    await signIn(other);
    await expectError(getCourse(group.id, undefined, silent), 404, 'not_found');
  });
});

describe('a tutor substituting in another tutor’s TYLT group', () => {
  /** The other tutor's TYLT group where the demo tutor holds a lesson (the seeded approved request). */
  const heldGroup = () => {
    const row = substitutions.rows.find(
      (each) =>
        each.kind === 'tylt_group' && each.substitute_id === DEMO.tutor() && each.state === 'approved',
    );
    if (!row) throw new Error('The seed has the demo tutor hold a lesson of another TYLT group.');
    return { courseId: row.course_id as number, heldId: row.lesson_id as number };
  };

  it('reads the whole group: lessons, course tasks, the trainees’ works, certificates, trainees, summary', async () => {
    const { courseId, heldId } = heldGroup();
    const course = courses.byId(courseId)!;
    expect(course.teacher_id).not.toBe(DEMO.tutor());
    await signIn(TUTOR);
    const lessonIds = (await listLessons(courseId, { per_page: 100 })).data.map((lesson) => lesson.id);
    expect(lessonIds).toContain(heldId);
    const tasks = ListCourseTasksResponse.parse(await listCourseTasks(courseId)).data;
    expect(tasks).toHaveLength(5);
    const table = ListCourseTaskWorksResponse.parse(await listCourseTaskWorks(tasks[0]!.id)).data;
    expect(table.map((row) => row.trainee.id).sort()).toEqual([...course.student_ids].sort());
    const work = await getCourseTaskWork(tasks[0]!.id, course.student_ids[0]!);
    expect(work.data).toMatchObject({ can_edit: false });
    const lines = ListTraineeCertificatesResponse.parse(await listTraineeCertificates(courseId)).data;
    expect(lines).toHaveLength(course.student_ids.length);
    expect((await listCourseStudents(courseId)).data).toHaveLength(course.student_ids.length);
    expect((await getCourseSummary(courseId)).data.students).toHaveLength(course.student_ids.length);
  });

  it('changes nothing of the group’s: tasks, reviews, certificates and publishing are 403', async () => {
    const { courseId, heldId } = heldGroup();
    const course = courses.byId(courseId)!;
    await signIn(TUTOR);
    const [task] = ListCourseTasksResponse.parse(await listCourseTasks(courseId)).data;
    const trainee = course.student_ids[0]!;
    await expectError(
      createCourseTask(courseId, { kind: 'practice', title: 'Plan' }, silent),
      403,
      'forbidden',
    );
    await expectError(updateCourseTask(task!.id, { title: 'Mine' }, silent), 403, 'forbidden');
    await expectError(
      reviewCourseTaskWork(task!.id, trainee, { decision: 'complete', grade: 'pass' }, silent),
      403,
      'forbidden',
    );
    await expectError(
      issueTraineeCertificate(courseId, trainee, { type: 'no_certificate' }, silent),
      403,
      'forbidden',
    );
    await expectError(publishLesson(heldId, silent), 403, 'forbidden');
  });
});
