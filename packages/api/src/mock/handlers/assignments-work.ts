import {
  getOpenWorkMockHandler,
  getReviewWorkMockHandler,
  getSaveWorkDraftMockHandler,
  getSubmitWorkMockHandler,
} from '../../generated/assignments/assignments.msw';
import {
  ReviewWorkBody,
  SaveWorkDraftBody,
  SubmitWorkBody,
} from '../../generated/zod/assignments/assignments';
import { schoolNow } from '../../time/school-time';
import { hasEnoughText } from '../rules/work-text';
import { openWork, reviewWork, saveDraft, submitWork } from '../rules/work-transitions';
import { studentWork, teacherWork } from './assignments-access';
import { checkFileCount, checkOwnFiles } from './assignments-checks';
import { allowed, saveWork } from './assignments-moves';
import { toWork } from './assignments-view';
import { parseBody, rawBody } from './request-params';
import { fail } from './respond';
import { workReviewed } from '../notifications/events';

/** The student's own work on a task (open, draft, submit) and the teacher's review. */
export const workHandlers = [
  getOpenWorkMockHandler(({ request, params }) => {
    const { assignment, work, viewer } = studentWork(request, params);
    const status = allowed(openWork(work.status));
    if (status !== work.status) saveWork(work, status, { opened_at: schoolNow() });
    return { data: toWork(assignment, work, viewer) };
  }),

  getSaveWorkDraftMockHandler(async ({ request, params }) => {
    const { assignment, work, viewer, studentId } = studentWork(request, params);
    checkFileCount(await rawBody(request));
    const body = await parseBody(request, SaveWorkDraftBody);
    const status = allowed(
      saveDraft(work.status, assignment),
      assignment.kind === 'test' ? 'A test has no draft.' : undefined,
    );
    const fileIds = checkOwnFiles(body.file_ids, studentId);
    const now = schoolNow();
    saveWork(work, status, {
      text: body.text,
      file_ids: fileIds,
      opened_at: work.opened_at ?? now,
      started_at: work.started_at ?? now,
    });
    return { data: toWork(assignment, work, viewer) };
  }),

  getSubmitWorkMockHandler(async ({ request, params }) => {
    const { assignment, work, viewer, studentId } = studentWork(request, params);
    checkFileCount(await rawBody(request));
    const body = await parseBody(request, SubmitWorkBody);
    const status = allowed(
      submitWork(work.status, assignment),
      assignment.kind === 'test' ? 'A test is not submitted as text.' : undefined,
    );
    const fileIds = checkOwnFiles(body.file_ids, studentId);
    if (!hasEnoughText(body.text, fileIds.length))
      fail(422, 'not_enough_text', 'Not enough text for evaluation.', { field: 'text' });
    const now = schoolNow();
    saveWork(work, status, {
      text: body.text,
      file_ids: fileIds,
      started_at: work.started_at ?? now,
      submitted_at: now,
    });
    return { data: toWork(assignment, work, viewer) };
  }),

  getReviewWorkMockHandler(async ({ request, params }) => {
    const { assignment, work, viewer } = teacherWork(request, params);
    const { action, comment, score } = await parseBody(request, ReviewWorkBody);
    const test = assignment.kind === 'test';
    if (score !== undefined && score !== null && (!test || score > (assignment.max_score ?? 0))) {
      fail(422, 'validation_failed', 'The given data was invalid: score.', { field: 'score' });
    }
    const status = allowed(
      reviewWork(work.status, action),
      `A work in status ${work.status} cannot be given this action.`,
    );
    const nextScore = test ? (score ?? work.score) : null;
    if (action === 'complete' && test && nextScore === null)
      fail(422, 'score_required', 'Score is required', { field: 'score' });
    const now = schoolNow();
    const comments = comment?.trim()
      ? [
          ...work.comments,
          {
            id: Math.max(0, ...work.comments.map((c) => c.id)) + 1,
            author_id: viewer.user.id,
            text: comment.trim(),
            created_at: now,
          },
        ]
      : work.comments;
    const before = work.status;
    saveWork(work, status, {
      score: nextScore,
      comments,
      ...(status === 'completed' && { completed_at: now }),
    });
    workReviewed(assignment, viewer.course, work.student_id, before, status, nextScore);
    return { data: toWork(assignment, work, viewer) };
  }),
];
