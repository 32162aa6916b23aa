import {
  getGetCourseFeedbackMockHandler,
  getListCourseFeedbackMockHandler,
  getSaveCourseFeedbackMockHandler,
  getSendCourseFeedbackMockHandler,
} from '../../generated/feedback/feedback.msw';
import { ListCourseFeedbackQueryParams, SaveCourseFeedbackBody } from '../../generated/zod/feedback/feedback';
import { type CourseFeedbackRow, courseFeedback, courseFeedbackOf } from '../db/course-feedback';
import { schoolNow } from '../../time/school-time';
import { afterCourseFeedbackSave, afterCourseFeedbackSend } from '../rules/feedback-course-status';
import { readCourseFeedback, readFeedbackOf, refuse, teachFeedbackOf } from './feedback-access';
import { courseFeedbackStatusOf, presentCourseFeedback } from './feedback-present';
import { paginate } from './paging';
import { fail } from './respond';
import { parseBody, parseQuery, pathId } from './request-params';

const findCourseFeedback = (id: number): CourseFeedbackRow =>
  courseFeedback.byId(id) ?? fail(404, 'not_found', 'The course feedback was not found.');

export const courseFeedbackHandlers = [
  getListCourseFeedbackMockHandler(({ request, params }) => {
    const reader = readCourseFeedback(request, pathId(params.courseId, 'feedback'));
    parseQuery(request, ListCourseFeedbackQueryParams);
    // A student, a parent or the company's manager reads sent feedback only.
    const learner = reader.role !== 'staff';
    const order = reader.course.student_ids;
    const rows = courseFeedbackOf(reader.course)
      .filter((row) => reader.studentId === undefined || row.student_id === reader.studentId)
      .filter((row) => !learner || row.written === 'sent')
      .sort((a, b) => order.indexOf(a.student_id) - order.indexOf(b.student_id));
    return paginate(
      request,
      rows.map((row) => presentCourseFeedback(row, learner)),
    );
  }),

  getGetCourseFeedbackMockHandler(({ request, params }) => {
    const row = findCourseFeedback(pathId(params.courseFeedbackId, 'feedback'));
    const reader = readFeedbackOf(request, row, row.written === 'sent');
    return { data: presentCourseFeedback(row, reader.role !== 'staff') };
  }),

  getSaveCourseFeedbackMockHandler(async ({ request, params }) => {
    const row = findCourseFeedback(pathId(params.courseFeedbackId, 'feedback'));
    teachFeedbackOf(request, row);
    const fields = await parseBody(request, SaveCourseFeedbackBody);
    const next = afterCourseFeedbackSave(courseFeedbackStatusOf(row));
    if (next.refused) refuse(next.refused);
    Object.assign(row, { written: 'draft', fields, updated_at: schoolNow() });
    courseFeedback.save();
    return { data: presentCourseFeedback(row) };
  }),

  getSendCourseFeedbackMockHandler(({ request, params }) => {
    const row = findCourseFeedback(pathId(params.courseFeedbackId, 'feedback'));
    teachFeedbackOf(request, row);
    const next = afterCourseFeedbackSend(courseFeedbackStatusOf(row), row.fields);
    if (next.refused) refuse(next.refused);
    Object.assign(row, { written: 'sent', updated_at: schoolNow() });
    courseFeedback.save();
    return { data: presentCourseFeedback(row) };
  }),
];
