import {
  getCreateCourseTaskMockHandler,
  getDownloadTraineeCertificateMockHandler,
  getGetCourseTaskMockHandler,
  getGetCourseTaskWorkMockHandler,
  getIssueTraineeCertificateMockHandler,
  getListCourseTaskWorksMockHandler,
  getListCourseTasksMockHandler,
  getListTraineeCertificatesMockHandler,
  getReviewCourseTaskWorkMockHandler,
  getSaveCourseTaskDraftMockHandler,
  getSendCourseTaskWorkMockHandler,
  getUpdateCourseTaskMockHandler,
} from '../../generated/course-tasks/course-tasks.msw';
import {
  CreateCourseTaskBody,
  IssueTraineeCertificateBody,
  ReviewCourseTaskWorkBody,
  SaveCourseTaskDraftBody,
  UpdateCourseTaskBody,
} from '../../generated/zod/course-tasks/course-tasks';
import {
  type CourseTaskWorkRow,
  courseTaskWorks,
  courseTasks,
  traineeCertificates,
  workOf,
} from '../db/course-tasks';
import { files } from '../db/files';
import { lastLessonOf } from '../db/lessons';
import { users } from '../db';
import { simplePdf } from './certificates-pdf';
import {
  COURSE_TASK_KINDS,
  type CourseTaskStatus,
  afterDraftSaved,
  allowedCertificates,
  canEditDraft,
  certificateEligible,
  hasContent,
  reviewOutcome,
} from '../rules/course-tasks';
import { canIssueCertificates } from '../rules/certificates';
import { schoolNow } from '../../time/school-time';
import {
  certificateView,
  gradesOf,
  requireTutor,
  taskView,
  viewTask,
  viewTrainingCourse,
  viewWork,
  workView,
} from './course-tasks-view';
import { parseBody, pathId } from './request-params';
import { fail } from './respond';

const KIND_ORDER = (kind: string) => COURSE_TASK_KINDS.indexOf(kind as (typeof COURSE_TASK_KINDS)[number]);

function checkFiles(ids: readonly number[] | undefined): void {
  if (ids?.some((id) => !files.byId(id)))
    fail(422, 'validation_failed', 'The given data was invalid: file_ids.', { field: 'file_ids' });
}

function checkTitle(title: string | undefined): void {
  if (title !== undefined && title.trim() === '')
    fail(422, 'title_required', 'Add title.', { field: 'title' });
}

/** Moves a work to a status and writes it in the history. */
function moveTo(work: CourseTaskWorkRow, status: CourseTaskStatus): void {
  if (work.status === status) return;
  work.status = status;
  work.history.push({ status, at: schoolNow() });
}

export const courseTasksHandlers = [
  getListCourseTasksMockHandler(({ request, params }) => {
    const viewer = viewTrainingCourse(request, pathId(params.courseId, 'course'));
    const tasks = courseTasks
      .where((task) => task.course_id === viewer.course.id)
      .sort((a, b) => KIND_ORDER(a.kind) - KIND_ORDER(b.kind));
    return { data: tasks.map((task) => taskView(task, viewer)) };
  }),

  getCreateCourseTaskMockHandler(async ({ request, params }) => {
    const viewer = viewTrainingCourse(request, pathId(params.courseId, 'course'));
    requireTutor(viewer);
    const body = await parseBody(request, CreateCourseTaskBody);
    const { course } = viewer;
    if (course.training !== 'tylt') fail(409, 'transition_not_allowed', 'A TKT group has no course tasks.');
    checkTitle(body.title);
    checkFiles(body.file_ids);
    if (courseTasks.rows.some((task) => task.course_id === course.id && task.kind === body.kind))
      fail(409, 'course_task_exists', 'The group already has a task of this kind.');
    const task = courseTasks.insert({
      course_id: course.id,
      kind: body.kind,
      title: body.title.trim(),
      description: body.description ?? '',
      deadline: body.deadline ?? null,
      file_ids: [...new Set(body.file_ids ?? [])],
      updated_at: schoolNow(),
    });
    for (const traineeId of course.student_ids) {
      courseTaskWorks.insert({
        task_id: task.id,
        trainee_id: traineeId,
        status: 'not_written',
        grade: null,
        draft_text: '',
        draft_file_ids: [],
        rounds: [],
        history: [],
      });
    }
    return { data: taskView(task, viewer) };
  }),

  getGetCourseTaskMockHandler(({ request, params }) => {
    const { task, viewer } = viewTask(request, params.taskId);
    return { data: taskView(task, viewer) };
  }),

  getUpdateCourseTaskMockHandler(async ({ request, params }) => {
    const { task, viewer } = viewTask(request, params.taskId);
    requireTutor(viewer);
    const body = await parseBody(request, UpdateCourseTaskBody);
    checkTitle(body.title);
    checkFiles(body.file_ids);
    if (body.title !== undefined) task.title = body.title.trim();
    if (body.description !== undefined) task.description = body.description;
    if (body.deadline !== undefined) task.deadline = body.deadline;
    if (body.file_ids !== undefined) task.file_ids = [...new Set(body.file_ids)];
    task.updated_at = schoolNow();
    courseTasks.save();
    return { data: taskView(task, viewer) };
  }),

  getListCourseTaskWorksMockHandler(({ request, params }) => {
    const { task, viewer } = viewTask(request, params.taskId);
    if (viewer.role !== 'teacher') fail(403, 'forbidden', 'Only the group’s tutor can do this.');
    const rows = viewer.course.student_ids.flatMap((traineeId) => {
      const work = workOf(task.id, traineeId);
      if (!work) return [];
      const view = workView(work, task, viewer);
      const sent = work.rounds.map((round) => round.sent_at).filter((at): at is string => at !== null);
      return [
        {
          trainee: view.trainee,
          status: work.status,
          grade: work.grade,
          rounds: work.rounds.length,
          last_sent_at: sent.at(-1) ?? null,
        },
      ];
    });
    return { data: rows };
  }),

  getGetCourseTaskWorkMockHandler(({ request, params }) => {
    const { task, viewer, work } = viewWork(request, params.taskId, params.traineeId);
    return { data: workView(work, task, viewer) };
  }),

  /** The trainee's draft: kept as written while they may still change it. */
  getSaveCourseTaskDraftMockHandler(async ({ request, params }) => {
    const { task, viewer, work } = viewWork(request, params.taskId, params.traineeId);
    if (viewer.role !== 'student') fail(403, 'forbidden', 'Only the trainee writes their work.');
    const body = await parseBody(request, SaveCourseTaskDraftBody);
    if (!canEditDraft(work.status))
      fail(409, 'work_locked', 'The work was sent or completed; it can no longer be changed.');
    checkFiles(body.file_ids);
    work.draft_text = body.text;
    work.draft_file_ids = [...new Set(body.file_ids)];
    moveTo(work, afterDraftSaved(work.status));
    courseTaskWorks.save();
    return { data: workView(work, task, viewer) };
  }),

  getSendCourseTaskWorkMockHandler(({ request, params }) => {
    const { task, viewer, work } = viewWork(request, params.taskId, params.traineeId);
    if (viewer.role !== 'student') fail(403, 'forbidden', 'Only the trainee sends their work.');
    if (!canEditDraft(work.status))
      fail(409, 'work_locked', 'The work was sent or completed; it can no longer be changed.');
    if (!hasContent(work.draft_text, work.draft_file_ids))
      fail(422, 'fields_empty', 'Some fields are empty.', { field: 'text' });
    work.rounds.push({
      text: work.draft_text,
      file_ids: [...work.draft_file_ids],
      sent_at: schoolNow(),
      comment: null,
      decision: null,
      decided_at: null,
    });
    moveTo(work, 'need_review');
    courseTaskWorks.save();
    return { data: workView(work, task, viewer) };
  }),

  /** The tutor returns a sent work for edits, or completes a work with its grade. */
  getReviewCourseTaskWorkMockHandler(async ({ request, params }) => {
    const { task, viewer, work } = viewWork(request, params.taskId, params.traineeId);
    requireTutor(viewer);
    const body = await parseBody(request, ReviewCourseTaskWorkBody);
    const next = reviewOutcome(work.status, body.decision);
    if (!next) fail(409, 'transition_not_allowed', 'The work’s status does not allow this.');
    const comment = body.comment?.trim() ?? '';
    if (body.decision === 'return' && comment === '')
      fail(422, 'fields_empty', 'Some fields are empty.', { field: 'comment' });
    if (body.decision === 'complete' && !body.grade)
      fail(422, 'fields_empty', 'Some fields are empty.', { field: 'grade' });
    const now = schoolNow();
    // A work completed without being sent (or sent again) keeps the draft as its last round.
    if (work.status !== 'need_review') {
      work.rounds.push({
        text: work.draft_text,
        file_ids: [...work.draft_file_ids],
        sent_at: null,
        comment: null,
        decision: null,
        decided_at: null,
      });
    }
    const last = work.rounds.at(-1);
    if (last) {
      last.comment = comment || null;
      last.decision = body.decision === 'return' ? 'returned' : 'completed';
      last.decided_at = now;
    }
    if (body.decision === 'complete') work.grade = body.grade ?? null;
    moveTo(work, next);
    courseTaskWorks.save();
    return { data: workView(work, task, viewer) };
  }),

  getListTraineeCertificatesMockHandler(({ request, params }) => {
    const viewer = viewTrainingCourse(request, pathId(params.courseId, 'course'));
    const { course } = viewer;
    if (course.training !== 'tylt') return { data: [] };
    const trainees = viewer.role === 'teacher' ? course.student_ids : [viewer.user.id];
    return { data: trainees.map((traineeId) => certificateView(course.id, traineeId)) };
  }),

  getIssueTraineeCertificateMockHandler(async ({ request, params }) => {
    const viewer = viewTrainingCourse(request, pathId(params.courseId, 'course'));
    requireTutor(viewer);
    const { course } = viewer;
    const traineeId = pathId(params.traineeId, 'trainee');
    if (course.training !== 'tylt' || !course.student_ids.includes(traineeId))
      fail(404, 'not_found', 'The trainee was not found.');
    const { type } = await parseBody(request, IssueTraineeCertificateBody);
    // The rule of every course's certificates: only once its last lesson is marked completed.
    if (!canIssueCertificates(lastLessonOf(course.id)))
      fail(409, 'course_not_finished', 'Certificates can be issued only after the last lesson is completed.');
    const eligible = certificateEligible(gradesOf(course.id, traineeId));
    if (!allowedCertificates(eligible).includes(type))
      fail(
        422,
        'certificate_requirements_not_met',
        'The certificate needs Pass on both observation tasks and results for the online university and the final test.',
        { field: 'type' },
      );
    const issued = traineeCertificates.rows.find(
      (row) => row.course_id === course.id && row.trainee_id === traineeId,
    );
    if (issued) {
      issued.type = type;
      issued.issued_at = schoolNow();
      traineeCertificates.save();
    } else {
      traineeCertificates.insert({
        course_id: course.id,
        trainee_id: traineeId,
        type,
        issued_at: schoolNow(),
      });
    }
    return { data: certificateView(course.id, traineeId) };
  }),

  /** The issued certificate as a PDF: the trainee's own, or any of the group's for its tutor. */
  getDownloadTraineeCertificateMockHandler(async ({ request, params }) => {
    const viewer = viewTrainingCourse(request, pathId(params.courseId, 'course'));
    const traineeId = pathId(params.traineeId, 'trainee');
    const { course } = viewer;
    const reads =
      viewer.role === 'teacher' ? course.student_ids.includes(traineeId) : viewer.user.id === traineeId;
    if (!reads) fail(404, 'not_found', 'The trainee was not found.');
    const issued = traineeCertificates.rows.find(
      (row) => row.course_id === course.id && row.trainee_id === traineeId,
    );
    if (!issued || issued.type === 'no_certificate')
      fail(409, 'certificate_not_issued', 'The certificate has not been issued.');
    const trainee = users.byId(traineeId);
    const pdf = await simplePdf('Certificate', [
      'This is to certify that',
      trainee?.nameEn ?? trainee?.name ?? '',
      'completed the course Teaching Young Learners and Teens (TYLT)',
      `with the grade ${CERTIFICATE_TITLES[issued.type]}`,
    ]);
    // The generated handler types the body as a Blob; the bytes are a body every Response reads.
    return pdf as unknown as Blob;
  }),
];

const CERTIFICATE_TITLES = {
  pass: 'Pass',
  strong_pass: 'Strong Pass',
  pass_with_merit: 'Pass with Merit',
} as const;
