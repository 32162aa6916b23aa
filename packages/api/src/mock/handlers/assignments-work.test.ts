import { describe, expect, it } from 'vitest';
import { openWork, reviewWork, saveWorkDraft, submitWork } from '../../generated/assignments/assignments';
import {
  OpenWorkResponse,
  ReviewWorkResponse,
  SaveWorkDraftResponse,
  SubmitWorkResponse,
} from '../../generated/zod/assignments/assignments';
import {
  MAKSYM_ID,
  PARENT,
  STUDENT,
  STUDENT_ID,
  TEACHER,
  expectError,
  seededWork,
  signIn,
  silent,
  startAssignmentsSchool,
  uploadedFile,
  words,
} from '../../testing/assignments';

startAssignmentsSchool();

const text = words(25);

describe('openWork', () => {
  it('not opened → not written, only by the student (parent and teacher: 403)', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'not_opened', { kind: 'task' });
    await signIn(STUDENT);
    expect(OpenWorkResponse.parse(await openWork(assignment.id, STUDENT_ID)).data.status).toBe('not_written');
    expect(OpenWorkResponse.parse(await openWork(assignment.id, STUDENT_ID)).data.status).toBe('not_written');
    await signIn(TEACHER);
    await expectError(openWork(assignment.id, STUDENT_ID, silent), 403, 'forbidden');
    const maksym = seededWork(3, MAKSYM_ID, 'not_opened', { kind: 'task' });
    await signIn(PARENT);
    await expectError(openWork(maksym.assignment.id, MAKSYM_ID, silent), 403, 'forbidden');
  });
});

describe('saveWorkDraft', () => {
  it('saves text and own files: in progress', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'not_written', { kind: 'task' });
    const file = uploadedFile(STUDENT_ID);
    await signIn(STUDENT);
    const work = SaveWorkDraftResponse.parse(
      await saveWorkDraft(assignment.id, STUDENT_ID, { text: 'Draft', file_ids: [file] }),
    ).data;
    expect(work).toMatchObject({ status: 'in_progress', text: 'Draft', can_edit: true });
    expect(work.files.map((f) => f.id)).toEqual([file]);
  });

  it("a sent work is locked (work_locked); a test has no draft; at most 10 files, each the student's", async () => {
    const sent = seededWork(1, STUDENT_ID, 'sent', { kind: 'task' }).assignment;
    const draft = seededWork(1, STUDENT_ID, 'in_progress', { kind: 'task' }).assignment;
    const aTest = seededWork(1, STUDENT_ID, 'not_opened', { kind: 'test' }).assignment;
    await signIn(STUDENT);
    await expectError(saveWorkDraft(sent.id, STUDENT_ID, { text, file_ids: [] }, silent), 409, 'work_locked');
    await expectError(
      saveWorkDraft(aTest.id, STUDENT_ID, { text, file_ids: [] }, silent),
      409,
      'transition_not_allowed',
    );
    const eleven = Array.from({ length: 11 }, () => uploadedFile(STUDENT_ID));
    await expectError(
      saveWorkDraft(draft.id, STUDENT_ID, { text, file_ids: eleven }, silent),
      422,
      'too_many_files',
    );
    await expectError(
      saveWorkDraft(draft.id, STUDENT_ID, { text, file_ids: [uploadedFile(6)] }, silent),
      422,
      'validation_failed',
    );
  });
});

describe('submitWork', () => {
  it('sends the work and locks it; under 20 words without files is not_enough_text', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'in_progress', { kind: 'task' });
    await signIn(STUDENT);
    await expectError(
      submitWork(assignment.id, STUDENT_ID, { text: words(19), file_ids: [] }, silent),
      422,
      'not_enough_text',
    );
    const work = SubmitWorkResponse.parse(
      await submitWork(assignment.id, STUDENT_ID, { text: words(20), file_ids: [] }),
    ).data;
    expect(work).toMatchObject({ status: 'sent', can_edit: false });
    expect(work.submitted_at).not.toBeNull();
    await expectError(
      submitWork(assignment.id, STUDENT_ID, { text, file_ids: [] }, silent),
      409,
      'work_locked',
    );
  });

  it('a short text with a file is enough; a work not opened is transition_not_allowed', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'need_edits', { kind: 'task' });
    const notOpened = seededWork(1, STUDENT_ID, 'not_opened', { kind: 'task' }).assignment;
    await signIn(STUDENT);
    const work = SubmitWorkResponse.parse(
      await submitWork(assignment.id, STUDENT_ID, { text: 'See file', file_ids: [uploadedFile(STUDENT_ID)] }),
    ).data;
    expect(work.status).toBe('sent');
    await expectError(
      submitWork(notOpened.id, STUDENT_ID, { text, file_ids: [] }, silent),
      409,
      'transition_not_allowed',
    );
  });
});

describe('reviewWork', () => {
  it('take → need review, save → in review, return → need edits (comment added), complete → completed', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'sent', { kind: 'task' });
    await signIn(TEACHER);
    const review = async (action: 'take' | 'save' | 'return' | 'complete', comment?: string) =>
      ReviewWorkResponse.parse(await reviewWork(assignment.id, STUDENT_ID, { action, comment })).data;
    expect((await review('take')).status).toBe('need_review');
    expect((await review('save', 'Looking at it')).status).toBe('in_review');
    const returned = await review('return', 'Add a conclusion');
    expect(returned.status).toBe('need_edits');
    expect(returned.comments.at(-1)).toMatchObject({ text: 'Add a conclusion', author: { id: 6 } });
    expect((await review('complete', 'Done')).status).toBe('completed');
    await expectError(
      reviewWork(assignment.id, STUDENT_ID, { action: 'return' }, silent),
      409,
      'transition_not_allowed',
    );
  });

  it('completes a test with a score, even not submitted; edits it later; the score is required and bounded', async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'test_missed');
    await signIn(TEACHER);
    await expectError(
      reviewWork(assignment.id, STUDENT_ID, { action: 'complete' }, silent),
      422,
      'score_required',
    );
    await expectError(
      reviewWork(assignment.id, STUDENT_ID, { action: 'complete', score: 999 }, silent),
      422,
      'validation_failed',
    );
    const max = assignment.max_score ?? 0;
    const done = ReviewWorkResponse.parse(
      await reviewWork(assignment.id, STUDENT_ID, { action: 'complete', score: max }),
    ).data;
    expect(done).toMatchObject({ status: 'completed', score: max, percent: 100, grade: 'A', passed: true });
    const edited = ReviewWorkResponse.parse(
      await reviewWork(assignment.id, STUDENT_ID, { action: 'complete', score: Math.floor(max / 2) }),
    ).data;
    expect(edited).toMatchObject({ status: 'completed', score: Math.floor(max / 2), passed: false });
  });

  it("refuses the student (403) and another course's teacher (404)", async () => {
    const { assignment } = seededWork(1, STUDENT_ID, 'sent', { kind: 'task' });
    await signIn(STUDENT);
    await expectError(reviewWork(assignment.id, STUDENT_ID, { action: 'take' }, silent), 403, 'forbidden');
    await signIn('teacher1@school.mock');
    await expectError(reviewWork(assignment.id, STUDENT_ID, { action: 'take' }, silent), 404, 'not_found');
  });
});
