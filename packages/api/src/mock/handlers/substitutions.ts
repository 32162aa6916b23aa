import {
  getAcceptSubstitutionMockHandler,
  getCancelSubstitutionMockHandler,
  getDeclineSubstitutionMockHandler,
  getListSubstitutionsMockHandler,
  getRequestSubstitutionMockHandler,
} from '../../generated/substitutions/substitutions.msw';
import {
  ListSubstitutionsQueryParams,
  RequestSubstitutionBody,
} from '../../generated/zod/substitutions/substitutions';
import { courses } from '../db/courses';
import { lessons } from '../db/lessons';
import {
  type SubstitutionRow,
  allTeacherIds,
  allTutorIds,
  busyTimes,
  substitutions,
} from '../db/substitutions';
import { schoolNow } from '../../time/school-time';
import {
  acceptRefusal,
  answerRefusal,
  cancelRefusal,
  freeTeachers,
  isLiveRequest,
  requestRefusal,
  substituteCandidates,
  substitutionKindOf,
  visibleUnder,
} from '../rules/substitutions';
import { sendToUser } from '../live';
import { paginate } from './paging';
import { parseBody, parseQuery, pathId } from './request-params';
import { fail } from './respond';
import { substitutionView } from './substitutions-view';
import { requireSpaces, TEACHING_SPACES } from './teaching-space';
import * as clock from '../../time/clock';
import { substitutionAnswered } from '../notifications/events';

const MESSAGES = {
  substitution_not_found: 'The substitution was not found.',
  transition_not_allowed: 'The request can no longer be changed this way.',
  no_substitute_available: 'No teachers available at the selected time.',
} as const;

function refuse(code: keyof typeof MESSAGES): never {
  fail(code === 'substitution_not_found' ? 404 : 409, code, MESSAGES[code]);
}

/** A request by id, or 404 `substitution_not_found`. */
/** Tells the teachers a request concerns that it changed (their lists refresh). */
const notify = (row: SubstitutionRow, except: number) => {
  const people = new Set([
    row.requested_by,
    ...row.offered_to,
    ...(row.substitute_id ? [row.substitute_id] : []),
  ]);
  people.delete(except);
  for (const id of people)
    sendToUser(id, { event: 'status_changed', data: { entity: 'substitution', id: row.id } });
};

const findRequest = (params: Record<string, unknown>): SubstitutionRow => {
  const row = substitutions.byId(Number(params.substitutionId));
  if (!row) refuse('substitution_not_found');
  return row;
};

export const substitutionsHandlers = [
  getListSubstitutionsMockHandler(({ request }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const query = parseQuery(request, ListSubstitutionsQueryParams);
    const now = clock.now();
    const rows = substitutions
      .where((row) => visibleUnder(row, user.id, query))
      .map((row) => substitutionView(row, user.id, now))
      .filter(
        (view) =>
          (!query.kind || view.kind === query.kind) &&
          (!query.status || view.status === query.status) &&
          (!query.lesson_id || view.lesson_id === query.lesson_id),
      )
      .sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at) || b.id - a.id);
    return paginate(request, rows);
  }),

  getRequestSubstitutionMockHandler(async ({ request, params }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const lesson = lessons.byId(pathId(params.lessonId, 'lesson'));
    const course = lesson && courses.byId(lesson.course_id);
    if (!lesson || !course || course.teacher_id !== user.id)
      fail(404, 'not_found', 'The lesson was not found.');
    const now = clock.now();
    const candidates = substituteCandidates(course, user.id, {
      teachers: allTeacherIds(),
      tutors: allTutorIds(),
    });
    const free = freeTeachers(candidates, busyTimes(substitutions.rows), lesson);
    const refusal = requestRefusal({
      lesson,
      hasLiveRequest: substitutions.rows.some(
        (row) => row.lesson_id === lesson.id && isLiveRequest(row, now),
      ),
      freeCount: free.length,
      now,
    });
    if (refusal) refuse(refusal);
    const body = await parseBody(request, RequestSubstitutionBody);
    const row = substitutions.insert({
      kind: substitutionKindOf(course),
      lesson_id: lesson.id,
      course_id: course.id,
      course_name: course.name,
      lesson_number: lesson.number,
      starts_at: lesson.starts_at,
      ends_at: lesson.ends_at,
      requested_by: user.id,
      state: 'waiting',
      canceled_by_requester: false,
      substitute_id: null,
      offered_to: free,
      declined_by: [],
      late_cancel: false,
      reason: body.reason,
      comment: body.comment,
      created_at: schoolNow(now),
    });
    notify(row, user.id);
    return { data: substitutionView(row, user.id, now) };
  }),

  getAcceptSubstitutionMockHandler(({ request, params }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const row = findRequest(params);
    const now = clock.now();
    const busy = busyTimes(substitutions.rows.filter((other) => other.id !== row.id));
    const free = freeTeachers([user.id], busy, row).length === 1;
    const refusal = acceptRefusal(row, user.id, free, now);
    if (refusal) refuse(refusal);
    row.state = 'approved';
    row.substitute_id = user.id;
    substitutions.save();
    notify(row, user.id);
    substitutionAnswered(row, 'accepted', row.course_id === null ? undefined : courses.byId(row.course_id));
    return { data: substitutionView(row, user.id, now) };
  }),

  getDeclineSubstitutionMockHandler(({ request, params }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const row = findRequest(params);
    const now = clock.now();
    const refusal = answerRefusal(row, user.id, now);
    if (refusal) refuse(refusal);
    row.declined_by = [...row.declined_by, user.id];
    substitutions.save();
    substitutionAnswered(row, 'declined', undefined);
    sendToUser(row.requested_by, { event: 'status_changed', data: { entity: 'substitution', id: row.id } });
    return { data: substitutionView(row, user.id, now) };
  }),

  getCancelSubstitutionMockHandler(({ request, params }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const row = findRequest(params);
    const now = clock.now();
    const refusal = cancelRefusal(row, user.id, now);
    if (refusal) refuse(refusal);
    row.state = 'canceled';
    row.canceled_by_requester = true;
    substitutions.save();
    notify(row, user.id);
    return { data: substitutionView(row, user.id, now) };
  }),
];
