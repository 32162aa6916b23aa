import { HttpResponse } from 'msw';
import {
  getAssignPaidPretestsMockHandler,
  getCreatePaidPretestFeedbackMockHandler,
  getGetCompanyPretestAttemptMockHandler,
  getGetCompanyPretestsMockHandler,
  getGetPaidPretestMockHandler,
  getListCompanyPaidPretestsMockHandler,
  getListCompanyPretestAttemptsMockHandler,
  getListPaidPretestChecksMockHandler,
  getListPaidPretestsMockHandler,
  getSavePaidPretestFeedbackMockHandler,
  getSetPaidPretestSpeakingMockHandler,
} from '../../generated/paid-pretests/paid-pretests.msw';
import {
  AssignPaidPretestsBody,
  CreatePaidPretestFeedbackBody,
  ListCompanyPaidPretestsQueryParams,
  ListCompanyPretestAttemptsQueryParams,
  SavePaidPretestFeedbackBody,
  SetPaidPretestSpeakingBody,
} from '../../generated/zod/paid-pretests/paid-pretests';
import * as clock from '../../time/clock';
import { type UserRow, users } from '../db';
import { employeesOf } from '../db/companies';
import { pretestAttempts } from '../db/pretest-attempts';
import {
  PAID_PRETEST,
  PRETESTS,
  type PaidFeedbackRow,
  type PretestAttemptRow,
  pretestOf,
} from '../db/pretests';
import { isOpen, paidStatus, writtenAt } from '../rules/paid-pretest-status';
import { settle } from '../rules/pretest-clock';
import { attemptView, assessPart, partRules } from './pretests-view';
import {
  balanceOf,
  employeeView,
  newPaidAttempt,
  type PaidViewer,
  paidTestsOf,
  paidView,
} from './paid-pretests-view';
import { parseBody, parseQuery, pathId } from './request-params';
import { fail, requireUser } from './respond';
import { byActiveThenName, matchesSearch, requireManager, requireSpace } from './company-access';
import { placementAssigned, placementResult } from '../notifications/events';

const MIN_COMMENT = 20;

const settled = (row: PretestAttemptRow, now: Date) => {
  if (settle(row, now.getTime(), assessPart(row))) pretestAttempts.save();
  return row;
};

/** The viewer a user is of a paid test, or none (404). */
function viewerOf(user: UserRow, row: PretestAttemptRow): PaidViewer | null {
  const paid = row.paid;
  if (!paid) return null;
  if (user.spaces.includes('corporate_student') && row.user_id === user.id && !user.declined)
    return 'employee';
  if (user.spaces.includes('corporate_hr') && user.company_name === paid.company) return 'manager';
  if (user.spaces.includes('corporate_teacher') && paid.teacher_id === user.id) return 'teacher';
  return null;
}

function paidTest(request: Request, idParam: unknown, now: Date) {
  const user = requireUser(request);
  const row = pretestAttempts.byId(pathId(idParam as string, 'test'));
  const viewer = row ? viewerOf(user, row) : null;
  if (!row || !viewer) fail(404, 'not_found', 'The test was not found.');
  return { user, row: settled(row, now), viewer };
}

/** The teacher's own paid test, for their writes. */
function checkedTest(request: Request, idParam: unknown, now: Date) {
  const user = requireSpace(request, 'corporate_teacher');
  const found = paidTest(request, idParam, now);
  if (found.viewer !== 'teacher') fail(404, 'not_found', 'The test was not found.');
  return { user, row: found.row };
}

const latestPaidOf = (userId: number) =>
  pretestAttempts.where((row) => row.paid !== null && row.user_id === userId).sort((a, b) => b.id - a.id)[0];

/** An employee's latest paid test whose result is out (finished or missed), if any. */
const latestResultOf = (userId: number, now: Date) =>
  pretestAttempts
    .where((row) => row.paid !== null && row.user_id === userId)
    .sort((a, b) => b.id - a.id)
    .find((row) => !isOpen(paidStatus(settled(row, now))));

const paging = (page = 1, perPage = 20) => ({ page, per_page: perPage, from: (page - 1) * perPage });

/** When both feedbacks are sent (or the interview missed and the writing sent), the result is out. */
function finishIfComplete(row: PretestAttemptRow, now: Date) {
  const paid = row.paid!;
  const sent = (part: 'writing' | 'speaking') =>
    paid.feedbacks.find((feedback) => feedback.part === part && feedback.sent_at !== null);
  const writing = sent('writing');
  const speaking = sent('speaking');
  const writingPart = row.parts.find((part) => part.part === 'writing')!;
  const speakingPart = row.parts.find((part) => part.part === 'speaking')!;
  if (writing) writingPart.level = writing.level;
  if (speaking) {
    speakingPart.status = 'done';
    speakingPart.level = speaking.level;
  }
  if (paid.finished_at === null && writing && (speaking || paid.speaking === 'missed')) {
    paid.finished_at = now.toISOString();
    placementResult(row.user_id, paid.assigned_by, speaking?.level ?? writing.level);
  }
}

function checkSendable(feedback: PaidFeedbackRow) {
  if (feedback.level === null) fail(422, 'feedback_incomplete', 'Fill in all fields.', { field: 'level' });
  if (feedback.comment.trim().length < MIN_COMMENT) {
    fail(422, 'comment_too_short', 'The field must contain 20 characters or more.', { field: 'comment' });
  }
  if (feedback.kind === 'detailed') {
    const empty = feedback.criteria.find((criterion) => criterion.comment.trim() === '');
    if (empty || feedback.criteria.length < 4) {
      fail(422, 'feedback_incomplete', 'Fill in all fields.', { field: `criteria.${empty?.key ?? ''}` });
    }
  }
}

export const CRITERIA = {
  writing: ['task', 'organisation', 'vocabulary', 'grammar'],
  speaking: ['fluency', 'pronunciation', 'vocabulary', 'grammar'],
} as const;

export const paidPretestsHandlers = [
  getListPaidPretestsMockHandler(({ request }) => {
    const user = requireSpace(request, 'corporate_student');
    const now = clock.now();
    if (user.declined) return { data: [] };
    const rows = pretestAttempts
      .where((row) => row.paid !== null && row.user_id === user.id)
      .sort((a, b) => b.id - a.id);
    return { data: rows.map((row) => paidView(settled(row, now), 'employee', now)) };
  }),

  getGetPaidPretestMockHandler(({ request, params }) => {
    const now = clock.now();
    const { row, viewer } = paidTest(request, params.attemptId, now);
    return { data: paidView(row, viewer, now) };
  }),

  getListPaidPretestChecksMockHandler(({ request }) => {
    const user = requireSpace(request, 'corporate_teacher');
    const now = clock.now();
    // A test waits for the teacher until its result is out: a missed interview still needs the
    // writing's feedback.
    const rows = pretestAttempts
      .where((row) => row.paid?.teacher_id === user.id)
      .map((row) => settled(row, now))
      .filter((row) => writtenAt(row) !== null)
      .map((row) => ({ out: Number(row.paid!.finished_at !== null), view: paidView(row, 'teacher', now) }))
      .sort(
        (a, b) =>
          a.out - b.out ||
          (a.view.results_due_on ?? '').localeCompare(b.view.results_due_on ?? '') ||
          a.view.id - b.view.id,
      );
    return { data: rows.map((row) => row.view) };
  }),

  getSetPaidPretestSpeakingMockHandler(async ({ request, params }) => {
    const now = clock.now();
    const { row } = checkedTest(request, params.attemptId, now);
    const { status } = await parseBody(request, SetPaidPretestSpeakingBody);
    if (writtenAt(row) === null || row.paid!.speaking !== 'waiting') {
      fail(409, 'transition_not_allowed', 'The interview cannot be recorded now.');
    }
    row.paid!.speaking = status;
    if (status === 'missed') {
      row.parts.find((part) => part.part === 'speaking')!.status = 'missed';
      finishIfComplete(row, now);
    }
    pretestAttempts.save();
    return { data: paidView(row, 'teacher', now) };
  }),

  getCreatePaidPretestFeedbackMockHandler(async ({ request, params }) => {
    const now = clock.now();
    const { row } = checkedTest(request, params.attemptId, now);
    const { part, kind } = await parseBody(request, CreatePaidPretestFeedbackBody);
    const paid = row.paid!;
    const existing = paid.feedbacks.find((feedback) => feedback.part === part);
    if (existing) return { data: existing };
    if (writtenAt(row) === null) fail(409, 'transition_not_allowed', 'The written parts are not in yet.');
    if (part === 'speaking' && paid.speaking !== 'held') {
      fail(409, 'transition_not_allowed', 'The interview has not been held.');
    }
    const feedback: PaidFeedbackRow = {
      id: Math.max(0, ...pretestAttempts.rows.flatMap((r) => r.paid?.feedbacks.map((f) => f.id) ?? [])) + 1,
      part,
      kind,
      level: null,
      comment: '',
      criteria: kind === 'detailed' ? CRITERIA[part].map((key) => ({ key, comment: '' })) : [],
      sent_at: null,
      updated_at: now.toISOString(),
    };
    paid.feedbacks.push(feedback);
    pretestAttempts.save();
    throw HttpResponse.json({ data: feedback }, { status: 201 });
  }),

  getSavePaidPretestFeedbackMockHandler(async ({ request, params }) => {
    const now = clock.now();
    const { row } = checkedTest(request, params.attemptId, now);
    const feedbackId = pathId(params.feedbackId as string, 'feedback');
    const feedback = row.paid!.feedbacks.find((candidate) => candidate.id === feedbackId);
    if (!feedback) fail(404, 'not_found', 'The feedback was not found.');
    const input = await parseBody(request, SavePaidPretestFeedbackBody);
    if (feedback.sent_at !== null) fail(409, 'feedback_locked', 'Sent feedback cannot be edited.');
    const allowed: readonly string[] = feedback.kind === 'detailed' ? CRITERIA[feedback.part] : [];
    const draft: PaidFeedbackRow = {
      ...feedback,
      level: input.level,
      comment: input.comment,
      criteria: allowed.map((key) => ({
        key: key as PaidFeedbackRow['criteria'][number]['key'],
        comment: input.criteria.find((criterion) => criterion.key === key)?.comment ?? '',
      })),
      updated_at: now.toISOString(),
    };
    if (input.send) checkSendable(draft);
    Object.assign(feedback, draft, input.send ? { sent_at: now.toISOString() } : {});
    finishIfComplete(row, now);
    pretestAttempts.save();
    return { data: feedback };
  }),

  getGetCompanyPretestsMockHandler(({ request }) => {
    const { company } = requireManager(request);
    const now = clock.now();
    const staff = new Set(employeesOf(company).map((row) => row.id));
    const tests = paidTestsOf(company);
    return {
      data: {
        balance: balanceOf(company, now),
        paid_test: {
          name: PAID_PRETEST.name,
          name_en: PAID_PRETEST.name_en,
          parts: partRules(PAID_PRETEST),
          assigned: new Set(tests.map((row) => row.user_id)).size,
          finished: tests.filter((row) => settled(row, now).paid!.finished_at !== null).length,
        },
        entry_tests: PRETESTS.map((test) => ({
          slug: test.slug,
          name: test.name,
          name_en: test.name_en,
          takers: new Set(
            pretestAttempts
              .where((row) => row.test_slug === test.slug && staff.has(row.user_id))
              .map((row) => row.user_id),
          ).size,
        })),
      },
    };
  }),

  getListCompanyPaidPretestsMockHandler(({ request }) => {
    const { company } = requireManager(request);
    const now = clock.now();
    const query = parseQuery(request, ListCompanyPaidPretestsQueryParams);
    const { page, per_page, from } = paging(query.page, query.per_page);
    const staff = employeesOf(company)
      .filter((row) => matchesSearch(row, query.search))
      .sort(byActiveThenName);
    const rows = staff.slice(from, from + per_page).map((row) => {
      const latest = latestPaidOf(row.id);
      const test = latest ? paidView(settled(latest, now), 'manager', now) : null;
      const out = latestResultOf(row.id, now);
      const result = out === latest ? test : out ? paidView(out, 'manager', now) : null;
      return { student: employeeView(row), label: test?.manager_label ?? 'not_assigned', test, result };
    });
    return { data: rows, meta: { page, per_page, total: staff.length }, balance: balanceOf(company, now) };
  }),

  getAssignPaidPretestsMockHandler(async ({ request }) => {
    const { user, company } = requireManager(request);
    const now = clock.now();
    const { student_ids } = await parseBody(request, AssignPaidPretestsBody);
    const staff = new Map(employeesOf(company).map((row) => [row.id, row]));
    for (const id of student_ids) {
      const employee = staff.get(id);
      const latest = latestPaidOf(id);
      if (!employee || employee.declined || (latest && isOpen(paidStatus(settled(latest, now))))) {
        fail(422, 'validation_failed', `The given data was invalid: student_ids (${id}).`, {
          field: 'student_ids',
        });
      }
    }
    if (student_ids.length > balanceOf(company, now).left) {
      fail(409, 'not_enough_checks', 'Not enough prepaid checks: choose fewer students or buy more.');
    }
    const created = student_ids.map((id) =>
      pretestAttempts.insert(newPaidAttempt(id, user.id, company, now)),
    );
    student_ids.forEach(placementAssigned);
    throw HttpResponse.json(
      { data: created.map((row) => paidView(row, 'manager', now)), balance: balanceOf(company, now) },
      { status: 201 },
    );
  }),

  getListCompanyPretestAttemptsMockHandler(({ request, params }) => {
    const { company } = requireManager(request);
    const now = clock.now();
    const test = pretestOf(String(params.slug));
    if (!test) fail(404, 'not_found', 'The test was not found.');
    const query = parseQuery(request, ListCompanyPretestAttemptsQueryParams);
    const { page, per_page, from } = paging(query.page, query.per_page);
    const takers = employeesOf(company)
      .map((student) => ({
        student,
        latest: pretestAttempts
          .where((row) => row.user_id === student.id && row.test_slug === test.slug)
          .sort((a, b) => b.id - a.id)[0],
      }))
      .filter((entry): entry is { student: UserRow; latest: PretestAttemptRow } => entry.latest !== undefined)
      .sort((a, b) => a.student.name.localeCompare(b.student.name, 'uk'));
    const data = takers.slice(from, from + per_page).map(({ student, latest }) => {
      const view = attemptView(settled(latest, now), now);
      return {
        student: employeeView(student),
        attempt: {
          id: view.id,
          variant_id: view.variant.id,
          status: view.status,
          started_at: view.started_at,
          finished_at: view.finished_at,
          overall_level: view.overall_level,
        },
      };
    });
    return { data, meta: { page, per_page, total: takers.length } };
  }),

  getGetCompanyPretestAttemptMockHandler(({ request, params }) => {
    const { company } = requireManager(request);
    const now = clock.now();
    const row = pretestAttempts.byId(pathId(params.attemptId as string, 'attempt'));
    const staff = new Set(employeesOf(company).map((employee) => employee.id));
    if (!row || row.paid !== null || !staff.has(row.user_id))
      fail(404, 'not_found', 'The attempt was not found.');
    return { data: attemptView(settled(row, now), now), student: employeeView(users.byId(row.user_id)!) };
  }),
];
