import {
  getListDosCourseFeedbackMockHandler,
  getListDosModuleFeedbackMockHandler,
  getListFeedbackGroupsMockHandler,
  getReviewFeedbackMockHandler,
} from '../../generated/feedback/feedback.msw';
import type { FeedbackGroupRow, FeedbackStatusCounts } from '../../generated/model';
import {
  ListDosCourseFeedbackQueryParams,
  ListDosModuleFeedbackQueryParams,
  ListFeedbackGroupsQueryParams,
  ReviewFeedbackBody,
} from '../../generated/zod/feedback/feedback';
import { type CourseRow, courses, modules, schoolCourses } from '../db/courses';
import { courseFeedbackOf } from '../db/course-feedback';
import { type ModuleFeedbackRow, moduleFeedback, moduleFeedbackOf } from '../db/module-feedback';
import { personRef } from '../db/person-ref';
import { programs } from '../db/programs';
import { schoolNow } from '../../time/school-time';
import { recipientOf } from '../../rules/module-feedback';
import { afterReview, leastAdvanced } from '../rules/feedback-status';
import { refuse, requireDos } from './feedback-access';
import { byModuleThenStudent } from './feedback-module';
import {
  courseFeedbackStatusOf,
  courseRef,
  moduleRef,
  presentCourseFeedback,
  presentModuleFeedback,
} from './feedback-present';
import { paginate } from './paging';
import { fail } from './respond';
import { parseBody, parseQuery, pathId } from './request-params';
import { feedbackReopened, feedbackSent } from '../notifications/events';

function countsOf(rows: ModuleFeedbackRow[]): FeedbackStatusCounts {
  const counts: FeedbackStatusCounts = {
    not_written: 0,
    in_progress: 0,
    need_review: 0,
    in_review: 0,
    need_edit: 0,
    sent: 0,
  };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

type DirectorFilters = { program_id?: number; teacher_id?: number; course_kind?: CourseRow['kind'] };

/**
 * The school's own courses the director reviews, matching the filters: a company's courses send
 * their feedback to the company's manager instead.
 */
const reviewedCourses = (filters: DirectorFilters): CourseRow[] =>
  schoolCourses().filter(
    (course) =>
      course.company_name === null &&
      (filters.program_id === undefined || course.program_id === filters.program_id) &&
      (filters.teacher_id === undefined || course.teacher_id === filters.teacher_id) &&
      (filters.course_kind === undefined || course.kind === filters.course_kind),
  );

/** The order the director reads course feedback in: the sent ones first, the unwritten last. */
const COURSE_FEEDBACK_ORDER = ['sent', 'feedback_in_progress', 'need_feedback', 'not_written'] as const;

/** The director of studies' rows: one per started module of every course matching the filters. */
function feedbackGroups(filters: ReturnType<typeof ListFeedbackGroupsQueryParams.parse>): FeedbackGroupRow[] {
  return reviewedCourses(filters)
    .flatMap((course) => {
      const feedback = moduleFeedbackOf(course);
      const program = programs.byId(course.program_id);
      const moduleIds = [...new Set(feedback.map((row) => row.module_id))];
      return moduleIds.map((moduleId) => {
        const rows = feedback.filter((row) => row.module_id === moduleId);
        return {
          course: courseRef(course),
          program: { id: course.program_id, name: program?.name ?? '', name_en: program?.name_en ?? '' },
          teacher: personRef(course.teacher_id),
          module: moduleRef(modules.byId(moduleId)),
          counts: countsOf(rows),
          total: rows.length,
          status: leastAdvanced(rows.map((row) => row.status)) ?? 'not_written',
        };
      });
    })
    .filter((row) => filters.status === undefined || row.counts[filters.status] > 0)
    .sort((a, b) => a.course.id - b.course.id || a.module.number - b.module.number);
}

export const reviewFeedbackHandlers = [
  getReviewFeedbackMockHandler(async ({ request, params }) => {
    requireDos(request);
    const row =
      moduleFeedback.byId(pathId(params.feedbackId, 'feedback')) ??
      fail(404, 'not_found', 'The feedback was not found.');
    const { action, comment } = await parseBody(request, ReviewFeedbackBody);
    const next = afterReview(row.status, action);
    if (next.refused) refuse(next.refused);
    const course = courses.byId(row.course_id);
    Object.assign(row, {
      status: next.to,
      sent_to: next.to === 'sent' && course ? recipientOf(course) : null,
      updated_at: schoolNow(),
      ...(action === 'open' ? { review_comment: comment?.trim() || null } : {}),
    });
    moduleFeedback.save();
    if (course && next.to === 'sent') feedbackSent(course, row.student_id);
    if (course && action === 'open') feedbackReopened(course, row.review_comment);
    return { data: presentModuleFeedback(row) };
  }),

  getListFeedbackGroupsMockHandler(({ request }) => {
    requireDos(request);
    return paginate(request, feedbackGroups(parseQuery(request, ListFeedbackGroupsQueryParams)));
  }),

  getListDosCourseFeedbackMockHandler(({ request }) => {
    requireDos(request);
    const { status, ...filters } = parseQuery(request, ListDosCourseFeedbackQueryParams);
    const rows = reviewedCourses(filters)
      .flatMap((course) =>
        courseFeedbackOf(course).map((row) => ({ row, course, status: courseFeedbackStatusOf(row) })),
      )
      .filter((entry) => status === undefined || entry.status === status)
      .sort(
        (a, b) =>
          COURSE_FEEDBACK_ORDER.indexOf(a.status) - COURSE_FEEDBACK_ORDER.indexOf(b.status) ||
          a.course.id - b.course.id ||
          a.course.student_ids.indexOf(a.row.student_id) - b.course.student_ids.indexOf(b.row.student_id),
      );
    return paginate(
      request,
      rows.map(({ row }) => presentCourseFeedback(row)),
    );
  }),

  getListDosModuleFeedbackMockHandler(({ request, params }) => {
    requireDos(request);
    const module =
      modules.byId(pathId(params.moduleId, 'feedback')) ??
      fail(404, 'not_found', 'The module was not found.');
    const course = courses.byId(module.course_id) ?? fail(404, 'not_found', 'The module was not found.');
    const { status } = parseQuery(request, ListDosModuleFeedbackQueryParams);
    const rows = moduleFeedbackOf(course)
      .filter((row) => row.module_id === module.id && (status === undefined || row.status === status))
      .sort(byModuleThenStudent(course));
    return paginate(
      request,
      rows.map((row) => presentModuleFeedback(row)),
    );
  }),
];
