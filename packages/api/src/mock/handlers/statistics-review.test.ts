import { describe, expect, it } from 'vitest';
import {
  listDosStatisticsRecords,
  listStatisticsRecords,
  returnStatisticsRecord,
  sendStatisticsForReview,
  updateStatisticsRecord,
  verifyStatisticsRecord,
} from '../../generated/statistics/statistics';
import type { StatisticsRecord } from '../../generated/model';
import {
  ListDosStatisticsRecordsResponse,
  ReturnStatisticsRecordResponse,
  SendStatisticsForReviewResponse,
  VerifyStatisticsRecordResponse,
} from '../../generated/zod/statistics/statistics';
import { statisticsRecords } from '../db/statistics-records';
import { DEMO } from '../db/world/people';
import { schoolToday } from '../../time/school-time';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const thisMonth = schoolToday().slice(0, 7);

const ownRecords = async (status?: StatisticsRecord['status']) =>
  (await listStatisticsRecords({ month: thisMonth, per_page: 100, ...(status ? { status } : {}) })).data;

const dosRecords = async (query: Parameters<typeof listDosStatisticsRecords>[0] = {}) =>
  ListDosStatisticsRecordsResponse.parse(await listDosStatisticsRecords({ per_page: 100, ...query })).data;

/** The demo teacher's record in review (seeded), as the director of studies finds it. */
const teachersRecordInReview = async () => {
  const record = (await dosRecords({ teacher_id: DEMO.teacher(), status: 'in_review' }))[0];
  if (!record) throw new Error('seed');
  return record;
};

describe('sendStatisticsForReview', () => {
  it('sends every record of the month in progress, and only those', async () => {
    await signIn('teacher@demo.school');
    const progress = await ownRecords('in_progress');
    const others = (await ownRecords()).filter((r) => r.status !== 'in_progress');
    expect(progress.length).toBeGreaterThan(0);
    const sent = SendStatisticsForReviewResponse.parse(
      await sendStatisticsForReview({ month: thisMonth }),
    ).data;
    expect(sent).toEqual({ month: thisMonth, records_count: progress.length });
    const after = await ownRecords();
    for (const record of progress)
      expect(after.find((r) => r.id === record.id)).toMatchObject({ status: 'in_review', editable: false });
    for (const record of others) expect(after.find((r) => r.id === record.id)?.status).toBe(record.status);
    await expectError(sendStatisticsForReview({ month: thisMonth }, silent), 409, 'transition_not_allowed');
  });

  it('refuses a malformed month and callers without a teaching space', async () => {
    await signIn('teacher@demo.school');
    await expectError(
      sendStatisticsForReview({ month: '2026-13' }, silent),
      422,
      'validation_failed',
      'month',
    );
    await expectError(sendStatisticsForReview({ month: '2020-01' }, silent), 409, 'transition_not_allowed');
    await signIn('student@demo.school');
    await expectError(sendStatisticsForReview({ month: thisMonth }, silent), 403, 'forbidden');
  });
});

describe('listDosStatisticsRecords', () => {
  it('lists every teacher’s records but the director’s own, oldest first, with the teacher', async () => {
    await signIn('dos@demo.school');
    const all = await dosRecords();
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((r) => r.teacher.id === DEMO.teacher())).toBe(true);
    expect(all.some((r) => r.teacher.id === DEMO.corporateTeacher())).toBe(true);
    expect(all.every((r) => r.teacher.id !== DEMO.dos())).toBe(true);
    expect(all.map((r) => r.date)).toEqual([...all.map((r) => r.date)].sort());
  });

  it('filters by teacher, status and month', async () => {
    await signIn('dos@demo.school');
    const review = await dosRecords({ status: 'in_review', teacher_id: DEMO.teacher(), month: thisMonth });
    expect(review.length).toBeGreaterThan(0);
    expect(
      review.every(
        (r) => r.status === 'in_review' && r.teacher.id === DEMO.teacher() && r.date.startsWith(thisMonth),
      ),
    ).toBe(true);
    await expectError(
      listDosStatisticsRecords({ status: 'paid' as 'verified' }, silent),
      422,
      'validation_failed',
      'status',
    );
  });

  it('is the director of studies’ only', async () => {
    for (const who of ['teacher@demo.school', 'hr@demo.school']) {
      await signIn(who);
      await expectError(listDosStatisticsRecords(undefined, silent), 403, 'forbidden');
    }
  });
});

describe('verifyStatisticsRecord', () => {
  it('verifies a record in review: locked, accepted for pay', async () => {
    await signIn('dos@demo.school');
    const record = await teachersRecordInReview();
    const verified = VerifyStatisticsRecordResponse.parse(await verifyStatisticsRecord(record.id)).data;
    expect(verified).toMatchObject({
      id: record.id,
      status: 'verified',
      editable: false,
      review_comment: null,
    });
    expect(verified.teacher.id).toBe(DEMO.teacher());
    await expectError(verifyStatisticsRecord(record.id, silent), 409, 'transition_not_allowed');
  });

  it('refuses a record not in review, the director’s own, an unknown one, and other callers', async () => {
    await signIn('dos@demo.school');
    const progress = (await dosRecords({ status: 'in_progress' }))[0];
    await expectError(verifyStatisticsRecord(progress?.id ?? 0, silent), 409, 'transition_not_allowed');
    const own = statisticsRecords.rows.find((r) => r.teacher_id === DEMO.dos() && r.status === 'in_review');
    await expectError(verifyStatisticsRecord(own?.id ?? 0, silent), 409, 'transition_not_allowed');
    await expectError(verifyStatisticsRecord(999_999, silent), 404, 'not_found');
    const record = await teachersRecordInReview();
    await signIn('teacher@demo.school');
    await expectError(verifyStatisticsRecord(record.id, silent), 403, 'forbidden');
  });
});

describe('returnStatisticsRecord', () => {
  it('sends a record back with the comment the teacher reads, edits and sends again', async () => {
    await signIn('dos@demo.school');
    const record = await teachersRecordInReview();
    const comment = 'Please check the hours against the schedule.';
    const returned = ReturnStatisticsRecordResponse.parse(
      await returnStatisticsRecord(record.id, { comment: `  ${comment} ` }),
    ).data;
    expect(returned).toMatchObject({ status: 'need_revision', editable: true, review_comment: comment });

    await signIn('teacher@demo.school');
    const mine = (await ownRecords()).find((r) => r.id === record.id);
    expect(mine).toMatchObject({ status: 'need_revision', review_comment: comment });
    const {
      id,
      sum: _sum,
      status: _status,
      editable: _editable,
      review_comment: _comment,
      ...fields
    } = mine as StatisticsRecord;
    const { change_after_verify: _change, late_cancel: _late, ...input } = fields;
    const edited = (await updateStatisticsRecord(id, { ...input, amount: 1 })).data;
    expect(edited).toMatchObject({ status: 'in_progress', review_comment: null });
    await sendStatisticsForReview({ month: record.date.slice(0, 7) });

    await signIn('dos@demo.school');
    expect((await verifyStatisticsRecord(id)).data.status).toBe('verified');
  });

  it('needs a comment, and a record in review', async () => {
    await signIn('dos@demo.school');
    const record = await teachersRecordInReview();
    await expectError(
      returnStatisticsRecord(record.id, { comment: ' ' }, silent),
      422,
      'fields_empty',
      'comment',
    );
    await expectError(
      returnStatisticsRecord(record.id, {} as { comment: string }, silent),
      422,
      'fields_empty',
      'comment',
    );
    await expectError(
      returnStatisticsRecord(record.id, { comment: 'a'.repeat(1001) }, silent),
      422,
      'validation_failed',
      'comment',
    );
    const verified = (await dosRecords({ status: 'verified' }))[0];
    await expectError(
      returnStatisticsRecord(verified?.id ?? 0, { comment: 'Check it.' }, silent),
      409,
      'transition_not_allowed',
    );
    await expectError(returnStatisticsRecord(999_999, { comment: 'Check it.' }, silent), 404, 'not_found');
    await signIn('teacher@demo.school');
    await expectError(returnStatisticsRecord(record.id, { comment: 'Check it.' }, silent), 403, 'forbidden');
  });
});
