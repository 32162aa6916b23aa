import {
  getListDosStatisticsRecordsMockHandler,
  getReturnStatisticsRecordMockHandler,
  getSendStatisticsForReviewMockHandler,
  getVerifyStatisticsRecordMockHandler,
} from '../../generated/statistics/statistics.msw';
import {
  ListDosStatisticsRecordsQueryParams,
  SendStatisticsForReviewBody,
} from '../../generated/zod/statistics/statistics';
import type { UserRow } from '../db';
import { type StatisticsRecordRow, statisticsRecords } from '../db/statistics-records';
import {
  type ReviewDecision,
  isSendable,
  reviewCommentProblem,
  statusAfterReview,
} from '../rules/statistics';
import { paginate } from './paging';
import { parseBody, parseQuery, pathId, rawBody } from './request-params';
import { fail } from './respond';
import { dosRecordView, recordsOf } from './statistics-view';
import { requireSpaces, TEACHING_SPACES } from './teaching-space';

const REFUSED: Record<ReviewDecision, string> = {
  verify: 'Only a record in review can be verified.',
  return: 'Only a record in review can be sent back for revision.',
};

/**
 * The record the director of studies decides on, with the status the decision leads to: unknown
 * is 404; their own record (another reviewer checks it) or one not in review is 409.
 */
function decide(user: UserRow, recordId: string | readonly string[] | undefined, decision: ReviewDecision) {
  const row = statisticsRecords.byId(pathId(recordId, 'record'));
  if (!row) fail(404, 'not_found', 'The record was not found.');
  if (row.teacher_id === user.id)
    fail(409, 'transition_not_allowed', 'Your own records are reviewed by another director of studies.');
  const next = statusAfterReview(row.status, decision);
  if (!next) fail(409, 'transition_not_allowed', REFUSED[decision]);
  return { row, next };
}

const save = (row: StatisticsRecordRow) => {
  statisticsRecords.save();
  return { data: dosRecordView(row) };
};

/** Sending a month for review (the teacher), and the director of studies' review. */
export const statisticsReviewHandlers = [
  getSendStatisticsForReviewMockHandler(async ({ request }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const { month } = await parseBody(request, SendStatisticsForReviewBody);
    const sendable = recordsOf(user.id, month).filter((row) => isSendable(row.status));
    if (sendable.length === 0) fail(409, 'transition_not_allowed', 'No record of this month is in progress.');
    for (const row of sendable) row.status = 'in_review';
    statisticsRecords.save();
    return { data: { month, records_count: sendable.length } };
  }),

  getListDosStatisticsRecordsMockHandler(({ request }) => {
    const user = requireSpaces(request, ['dos']);
    const query = parseQuery(request, ListDosStatisticsRecordsQueryParams);
    const rows = statisticsRecords
      .where(
        (row) =>
          row.teacher_id !== user.id &&
          (!query.teacher_id || row.teacher_id === query.teacher_id) &&
          (!query.status || row.status === query.status) &&
          (!query.month || row.date.startsWith(`${query.month}-`)),
      )
      .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
    const page = paginate(request, rows);
    return { data: page.data.map(dosRecordView), meta: page.meta };
  }),

  getVerifyStatisticsRecordMockHandler(({ request, params }) => {
    const user = requireSpaces(request, ['dos']);
    const { row, next } = decide(user, params.recordId, 'verify');
    Object.assign(row, { status: next, review_comment: null });
    return save(row);
  }),

  getReturnStatisticsRecordMockHandler(async ({ request, params }) => {
    const user = requireSpaces(request, ['dos']);
    const { row, next } = decide(user, params.recordId, 'return');
    const { comment } = await rawBody(request);
    const problem = reviewCommentProblem(comment);
    if (problem === 'fields_empty')
      fail(422, problem, 'Some fields are empty: comment.', { field: 'comment' });
    if (problem) fail(422, problem, 'The given data was invalid: comment.', { field: 'comment' });
    Object.assign(row, { status: next, review_comment: String(comment).trim() });
    return save(row);
  }),
];
