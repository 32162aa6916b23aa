import { text } from '../scenarios/hostile';
import {
  type SubstitutionFacts,
  type SubstitutionKind,
  freeTeachers,
  holderOf,
  substitutionKindOf,
} from '../rules/substitutions';
import { clubs } from './clubs';
import { type CourseRow, courses } from './courses';
import { type LessonRow, lessons } from './lessons';
import { createTable } from './table';
import { seedTutorRequests } from './tutor-substitutions';
import { DEMO, generatedPeople, teacherIds, tutorIds } from './world/people';
import { randomFor } from './world/random';
import { addMinutesIso, atSchoolTime, schoolNow, schoolToday, shiftDate } from '../../time/school-time';
import * as clock from '../../time/clock';

export type SubstitutionReason = 'illness' | 'vacation' | 'personal' | 'training' | 'other';

/** A request for a substitute for one lesson; a company's lesson has no lesson or course here. */
export type SubstitutionRow = SubstitutionFacts & {
  id: number;
  kind: SubstitutionKind;
  lesson_id: number | null;
  course_id: number | null;
  course_name: string;
  lesson_number: number;
  reason: SubstitutionReason;
  comment: string;
  created_at: string;
};

type Interval = { starts_at: string; ends_at: string };

/** The approved request of each lesson, by lesson id (one live request per lesson). */
export const approvedByLesson = (rows: readonly SubstitutionRow[]): Map<number, SubstitutionRow> =>
  new Map(
    rows
      .filter((row) => row.state === 'approved' && row.lesson_id !== null)
      .map((row) => [row.lesson_id as number, row]),
  );

/**
 * Every teacher's busy times: the lessons they hold (their courses' lessons, less those an
 * approved request gave away, plus those they took over) and the clubs they lead.
 */
export function busyTimes(rows: readonly SubstitutionRow[]): Map<number, Interval[]> {
  const busy = new Map<number, Interval[]>();
  const add = (teacherId: number, interval: Interval) => {
    const list = busy.get(teacherId) ?? [];
    list.push({ starts_at: interval.starts_at, ends_at: interval.ends_at });
    busy.set(teacherId, list);
  };
  const approved = approvedByLesson(rows);
  const teacherOf = new Map(courses.rows.map((course) => [course.id, course.teacher_id]));
  for (const lesson of lessons.rows) {
    const teacherId = teacherOf.get(lesson.course_id);
    if (teacherId !== undefined) add(holderOf(teacherId, approved.get(lesson.id)), lesson);
  }
  for (const club of clubs.rows) add(club.teacher_id, club);
  for (const row of rows) {
    if (row.lesson_id === null && row.state === 'approved' && row.substitute_id !== null)
      add(row.substitute_id, row);
  }
  return busy;
}

/** The school's teachers. */
export const allTeacherIds = (): number[] => teacherIds(generatedPeople());

/** The tutors of teacher training: the demo tutor and the generated ones. */
export const allTutorIds = (): number[] => [DEMO.tutor(), ...tutorIds(generatedPeople())];

const REASONS: readonly SubstitutionReason[] = ['illness', 'vacation', 'personal', 'training', 'other'];
const COMMENTS = [
  'The lesson plan is in the notes; the group is on unit 5.',
  'Please check the homework from the last lesson.',
  'A conference day; the students know about the change.',
  '',
];

const HOUR = 3_600_000;

/** A request drawn on one of the school's lessons. */
function lessonRequest(
  lesson: LessonRow,
  course: CourseRow,
  facts: Partial<SubstitutionFacts> & { reason: SubstitutionReason; comment: string },
): Omit<SubstitutionRow, 'id'> {
  return {
    kind: substitutionKindOf(course),
    lesson_id: lesson.id,
    course_id: course.id,
    course_name: course.name,
    lesson_number: lesson.number,
    starts_at: lesson.starts_at,
    ends_at: lesson.ends_at,
    requested_by: course.teacher_id,
    state: 'waiting',
    canceled_by_requester: false,
    substitute_id: null,
    offered_to: [],
    declined_by: [],
    late_cancel: lesson.late_cancel,
    created_at: new Date(
      Math.min(Date.parse(lesson.starts_at) - 72 * HOUR, clock.nowMs() - 2 * HOUR),
    ).toISOString(),
    ...facts,
  };
}

/**
 * The seeded requests, so every list of the demo teacher (and of the director of studies, who
 * also teaches) has real data: requests offered to them and waiting, requests they made in every
 * status, an ended substitution they held (paid), a late cancellation (paid), and a company's
 * group and individual lesson (corporate kinds); and the corporate teacher's own requests for
 * their companies' lessons.
 */
export const substitutions = createTable<SubstitutionRow>('substitutions', () => {
  const random = randomFor('substitutions');
  const now = clock.nowMs();
  const teacher = DEMO.teacher();
  const dos = DEMO.dos();
  const teachers = allTeacherIds();
  const rows: SubstitutionRow[] = [];
  let busy = busyTimes(rows);
  const add = (row: Omit<SubstitutionRow, 'id'>) => {
    const created = { ...row, id: rows.length + 1, created_at: schoolNow(new Date(row.created_at)) };
    rows.push(created);
    if (created.state === 'approved') busy = busyTimes(rows);
    return created;
  };
  const draw = () => ({
    reason: random.pick(REASONS),
    comment: text(random.pick(COMMENTS)),
  });
  const courseOf = new Map(courses.rows.map((course) => [course.id, course]));
  const used = new Set<number>();
  const firstLesson = (match: (lesson: LessonRow, course: CourseRow) => boolean) =>
    lessons.rows.find((lesson) => {
      const course = courseOf.get(lesson.course_id);
      // The school's lessons; the tutors' training groups are seeded among the tutors below.
      return (
        course !== undefined && course.training === null && !used.has(lesson.id) && match(lesson, course)
      );
    });
  const upcoming = (lesson: LessonRow) => Date.parse(lesson.starts_at) > now + 24 * HOUR;
  const ended = (lesson: LessonRow) => Date.parse(lesson.ends_at) < now;
  const freeAt = (lesson: Interval, except: number) =>
    freeTeachers(
      teachers.filter((id) => id !== except),
      busy,
      lesson,
    );
  const isFree = (teacherId: number, lesson: Interval) =>
    freeTeachers([teacherId], busy, lesson).length === 1;
  /** Requests another teacher's lesson, offered to the free teachers; `viewer` must be among them. */
  const offer = (
    viewer: number,
    match: (lesson: LessonRow, course: CourseRow) => boolean,
    facts: Partial<SubstitutionFacts> = {},
  ) => {
    const lesson = firstLesson(
      (l, course) => course.teacher_id !== viewer && match(l, course) && isFree(viewer, l),
    );
    const course = lesson && courseOf.get(lesson.course_id);
    if (!lesson || !course) return;
    used.add(lesson.id);
    add(
      lessonRequest(lesson, course, { ...draw(), offered_to: freeAt(lesson, course.teacher_id), ...facts }),
    );
  };
  /** The viewer's own lesson requested, offered to the free teachers. */
  const ask = (
    viewer: number,
    match: (lesson: LessonRow) => boolean,
    facts: Partial<SubstitutionFacts> = {},
  ) => {
    const lesson = firstLesson((l, course) => course.teacher_id === viewer && match(l));
    const course = lesson && courseOf.get(lesson.course_id);
    if (!lesson || !course) return;
    used.add(lesson.id);
    add(lessonRequest(lesson, course, { ...draw(), offered_to: freeAt(lesson, viewer), ...facts }));
  };

  for (const viewer of [teacher, dos]) {
    // Offered to the viewer and waiting: two group lessons and an individual one.
    offer(viewer, (l, c) => upcoming(l) && c.kind === 'group');
    offer(viewer, (l, c) => upcoming(l) && c.kind === 'group');
    offer(viewer, (l, c) => upcoming(l) && c.kind === 'individual');
    // Offered to the viewer, who declined; and one in moderation (shows only to the teacher who asked).
    offer(viewer, (l, c) => upcoming(l) && c.kind === 'group', { declined_by: [viewer] });
    // Held by the viewer: ended (paid) and a late cancellation (paid as if held).
    offer(viewer, (l, c) => ended(l) && c.kind === 'group', { state: 'approved', substitute_id: viewer });
    offer(viewer, (l, c) => ended(l) && c.kind === 'individual', {
      state: 'approved',
      substitute_id: viewer,
      late_cancel: true,
    });
  }
  // The demo teacher's own requests: waiting, approved by the director of studies (the lesson is
  // theirs now), in moderation, cancelled by the teacher, and one ended.
  ask(teacher, (l) => upcoming(l));
  const taken = rows.length;
  ask(teacher, (l) => upcoming(l) && isFree(dos, l));
  const approved = rows[taken];
  if (approved) {
    Object.assign(approved, { state: 'approved', substitute_id: dos });
    busy = busyTimes(rows);
  }
  ask(teacher, (l) => upcoming(l), { state: 'moderation' });
  ask(teacher, (l) => upcoming(l), { state: 'canceled', canceled_by_requester: true });
  ask(teacher, (l) => ended(l), { state: 'approved', substitute_id: dos });

  // A company's lessons (corporate kinds): they are held on the company's own timetable.
  const other = teachers.find((id) => id !== teacher && id !== dos) ?? dos;
  const corporate = (kind: SubstitutionKind, days: number, facts: Partial<SubstitutionFacts>) => {
    const startsAt = atSchoolTime(shiftDate(schoolToday(), days), '09:00');
    const slot = { starts_at: startsAt, ends_at: addMinutesIso(startsAt, 90) };
    add({
      kind,
      lesson_id: null,
      course_id: null,
      course_name:
        kind === 'corporate_group' ? 'Business English · Agro-Svit LLC' : 'IND-Business · Nova Logistics',
      lesson_number: random.int(3, 20),
      starts_at: startsAt,
      ends_at: slot.ends_at,
      requested_by: other,
      state: 'waiting',
      canceled_by_requester: false,
      substitute_id: null,
      offered_to: freeAt(slot, other),
      declined_by: [],
      late_cancel: false,
      created_at: new Date(Math.min(Date.parse(startsAt) - 72 * HOUR, now - 2 * HOUR)).toISOString(),
      ...draw(),
      ...facts,
    });
  };
  corporate('corporate_group', 5, {});
  corporate('corporate_group', -9, { state: 'approved', substitute_id: teacher });
  corporate('corporate_individual', 4, {});
  corporate('corporate_individual', -6, { state: 'approved', substitute_id: dos, late_cancel: true });

  // The corporate teacher's requests for their companies' lessons: group lessons waiting, taken by
  // a substitute, in moderation, cancelled and ended; individual lessons waiting and ended (a late
  // cancellation). They go to the free generated teachers, so the demo teachers' lists stay as seeded.
  const corporateTeacher = DEMO.corporateTeacher();
  const generated = teachers.filter((id) => id !== teacher && id !== dos);
  const askCompany = (
    kind: CourseRow['kind'],
    when: (lesson: LessonRow) => boolean,
    facts: Partial<SubstitutionFacts> = {},
  ) => {
    const lesson = firstLesson((l, c) => c.teacher_id === corporateTeacher && c.kind === kind && when(l));
    const course = lesson && courseOf.get(lesson.course_id);
    if (!lesson || !course) return;
    used.add(lesson.id);
    const offered = freeTeachers(generated, busy, lesson);
    const taken = facts.state === 'approved' ? { substitute_id: offered[0] ?? null } : {};
    add(lessonRequest(lesson, course, { ...draw(), offered_to: offered, ...facts, ...taken }));
  };
  askCompany('group', upcoming);
  askCompany('group', upcoming, { state: 'approved' });
  askCompany('group', upcoming, { state: 'moderation' });
  askCompany('group', upcoming, { state: 'canceled', canceled_by_requester: true });
  askCompany('group', ended, { state: 'approved' });
  askCompany('individual', upcoming);
  askCompany('individual', ended, { state: 'approved', late_cancel: true });

  // The tutors' requests for their teacher-training groups' lessons, offered among the tutors.
  seedTutorRequests(
    {
      rows,
      used,
      courses: courses.rows,
      lessons: lessons.rows,
      tutors: allTutorIds(),
      add,
      draw,
      busyTimes,
      lessonRequest,
    },
    DEMO.tutor(),
  );
  return rows;
});
