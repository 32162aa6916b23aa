import { recipientOf } from '../../rules/module-feedback';
import {
  getCopyFeedbackMockHandler,
  getGetFeedbackMockHandler,
  getListModuleFeedbackMockHandler,
  getSaveFeedbackMockHandler,
  getSendFeedbackForReviewMockHandler,
} from '../../generated/feedback/feedback.msw';
import {
  CopyFeedbackBody,
  ListModuleFeedbackQueryParams,
  SaveFeedbackBody,
} from '../../generated/zod/feedback/feedback';
import type { CourseRow } from '../db/courses';
import { modules } from '../db/courses';
import { type ModuleFeedbackRow, moduleFeedback, moduleFeedbackOf } from '../db/module-feedback';
import { schoolNow } from '../../time/school-time';
import type { Refusal } from '../rules/feedback-refusal';
import { afterSave, afterSendForReview, copyTargetStatus } from '../rules/feedback-status';
import { readCourseFeedback, readFeedbackOf, refuse, teachFeedbackOf } from './feedback-access';
import { presentModuleFeedback } from './feedback-present';
import { paginate } from './paging';
import { fail } from './respond';
import { parseBody, parseQuery, pathId } from './request-params';

const NO_SUCH_STUDENT: Refusal = {
  status: 422,
  code: 'validation_failed',
  message: 'The given data was invalid: student_ids.',
  field: 'student_ids',
};

const findFeedback = (id: number): ModuleFeedbackRow =>
  moduleFeedback.byId(id) ?? fail(404, 'not_found', 'The feedback was not found.');

/** Module order, then the course's order of students. */
export const byModuleThenStudent = (course: CourseRow) => (a: ModuleFeedbackRow, b: ModuleFeedbackRow) =>
  (modules.byId(a.module_id)?.number ?? 0) - (modules.byId(b.module_id)?.number ?? 0) ||
  course.student_ids.indexOf(a.student_id) - course.student_ids.indexOf(b.student_id);

export const moduleFeedbackHandlers = [
  getListModuleFeedbackMockHandler(({ request, params }) => {
    const reader = readCourseFeedback(request, pathId(params.courseId, 'feedback'));
    const query = parseQuery(request, ListModuleFeedbackQueryParams);
    // A student, a parent or the company's manager reads sent feedback only.
    const learner = reader.role !== 'staff';
    const rows = moduleFeedbackOf(reader.course)
      .filter((row) => query.module_id === undefined || row.module_id === query.module_id)
      .filter((row) => reader.studentId === undefined || row.student_id === reader.studentId)
      .filter((row) => !learner || row.status === 'sent')
      .sort(byModuleThenStudent(reader.course));
    return paginate(
      request,
      rows.map((row) => presentModuleFeedback(row, learner)),
    );
  }),

  getGetFeedbackMockHandler(({ request, params }) => {
    const row = findFeedback(pathId(params.feedbackId, 'feedback'));
    const reader = readFeedbackOf(request, row, row.status === 'sent');
    return { data: presentModuleFeedback(row, reader.role !== 'staff') };
  }),

  getSaveFeedbackMockHandler(async ({ request, params }) => {
    const row = findFeedback(pathId(params.feedbackId, 'feedback'));
    teachFeedbackOf(request, row);
    const fields = await parseBody(request, SaveFeedbackBody);
    const next = afterSave(row.status);
    if (next.refused) refuse(next.refused);
    Object.assign(row, { status: next.to, fields, updated_at: schoolNow() });
    moduleFeedback.save();
    return { data: presentModuleFeedback(row) };
  }),

  getCopyFeedbackMockHandler(async ({ request, params }) => {
    const source = findFeedback(pathId(params.feedbackId, 'feedback'));
    const course = teachFeedbackOf(request, source);
    const { student_ids } = await parseBody(request, CopyFeedbackBody);
    const siblings = moduleFeedbackOf(course).filter((row) => row.module_id === source.module_id);
    const targets = student_ids
      .filter((studentId) => studentId !== source.student_id)
      .map((studentId) => siblings.find((row) => row.student_id === studentId) ?? refuse(NO_SUCH_STUDENT));
    const copied: number[] = [];
    const skipped: { student_id: number; status: ModuleFeedbackRow['status'] }[] = [];
    for (const target of targets) {
      const next = copyTargetStatus(target.status);
      if (next === 'skip') {
        skipped.push({ student_id: target.student_id, status: target.status });
        continue;
      }
      Object.assign(target, { status: next, fields: { ...source.fields }, updated_at: schoolNow() });
      copied.push(target.student_id);
    }
    moduleFeedback.save();
    return { data: { copied, skipped } };
  }),

  getSendFeedbackForReviewMockHandler(({ request, params }) => {
    const row = findFeedback(pathId(params.feedbackId, 'feedback'));
    const course = teachFeedbackOf(request, row);
    const next = afterSendForReview(row.status, row.fields, { company: course.company_name !== null });
    if (next.refused) refuse(next.refused);
    Object.assign(row, {
      status: next.to,
      sent_to: next.to === 'sent' ? recipientOf(course) : null,
      updated_at: schoolNow(),
    });
    moduleFeedback.save();
    return { data: presentModuleFeedback(row) };
  }),
];
