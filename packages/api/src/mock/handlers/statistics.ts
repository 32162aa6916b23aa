import {
  getCreateStatisticsRecordMockHandler,
  getGetStatisticsSummaryMockHandler,
  getListStatisticsRecordsMockHandler,
  getUpdateStatisticsRecordMockHandler,
} from '../../generated/statistics/statistics.msw';
import {
  CreateStatisticsRecordBody,
  GetStatisticsSummaryQueryParams,
  ListStatisticsRecordsQueryParams,
} from '../../generated/zod/statistics/statistics';
import { type StatisticsRecordRow, statisticsRecords } from '../db/statistics-records';
import { schoolToday } from '../../time/school-time';
import {
  categoryTotals,
  firstEmptyField,
  isEditableRecord,
  lateCancelTotals,
  salaryBreakdown,
  statusAfterEdit,
} from '../rules/statistics';
import { paginate } from './paging';
import { parseBody, parseQuery, pathId, rawBody } from './request-params';
import { fail } from './respond';
import { statisticsReviewHandlers } from './statistics-review';
import { recordView, recordsOf } from './statistics-view';
import { requireSpaces, TEACHING_SPACES } from './teaching-space';

/** A record as sent: an absent or empty field is 422 `fields_empty` naming it, then the schema's checks. */
async function readRecord(request: Request) {
  const field = firstEmptyField(await rawBody(request));
  if (field) fail(422, 'fields_empty', `Some fields are empty: ${field}.`, { field });
  return parseBody(request, CreateStatisticsRecordBody);
}

export const statisticsHandlers = [
  getGetStatisticsSummaryMockHandler(({ request }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const month = parseQuery(request, GetStatisticsSummaryQueryParams).month ?? schoolToday().slice(0, 7);
    const rows = recordsOf(user.id, month);
    const count = (status: StatisticsRecordRow['status']) =>
      rows.filter((row) => row.status === status).length;
    return {
      data: {
        month,
        salary: salaryBreakdown(rows),
        records_by_status: {
          in_progress: count('in_progress'),
          in_review: count('in_review'),
          need_revision: count('need_revision'),
          verified: count('verified'),
        },
        records_count: rows.length,
        by_category: categoryTotals(rows),
        late_cancellations: lateCancelTotals(rows),
      },
    };
  }),

  getListStatisticsRecordsMockHandler(({ request }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const query = parseQuery(request, ListStatisticsRecordsQueryParams);
    const rows = recordsOf(user.id, query.month ?? schoolToday().slice(0, 7))
      .filter(
        (row) =>
          (!query.category || row.category === query.category) &&
          (!query.status || row.status === query.status),
      )
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
    const page = paginate(request, rows);
    return { data: page.data.map(recordView), meta: page.meta };
  }),

  getCreateStatisticsRecordMockHandler(async ({ request }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const body = await readRecord(request);
    const row = statisticsRecords.insert({
      ...body,
      teacher_id: user.id,
      status: 'in_progress',
      review_comment: null,
      change_after_verify: null,
    });
    return { data: recordView(row) };
  }),

  getUpdateStatisticsRecordMockHandler(async ({ request, params }) => {
    const user = requireSpaces(request, TEACHING_SPACES);
    const row = statisticsRecords.byId(pathId(params.recordId, 'record'));
    if (!row || row.teacher_id !== user.id) fail(404, 'not_found', 'The record was not found.');
    if (!isEditableRecord(row.status)) {
      fail(409, 'transition_not_allowed', 'A record in review or verified cannot be edited.');
    }
    const body = await readRecord(request);
    Object.assign(row, body, {
      status: statusAfterEdit(row.status),
      review_comment: row.status === 'need_revision' ? null : row.review_comment,
    });
    statisticsRecords.save();
    return { data: recordView(row) };
  }),

  ...statisticsReviewHandlers,
];
