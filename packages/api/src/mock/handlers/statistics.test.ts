import { describe, expect, it } from 'vitest';
import {
  createStatisticsRecord,
  getStatisticsSummary,
  listStatisticsRecords,
  updateStatisticsRecord,
} from '../../generated/statistics/statistics';
import type { StatisticsRecordInput } from '../../generated/model';
import {
  CreateStatisticsRecordResponse,
  GetStatisticsSummaryResponse,
  ListStatisticsRecordsResponse,
  UpdateStatisticsRecordResponse,
} from '../../generated/zod/statistics/statistics';
import { statisticsRecords } from '../db/statistics-records';
import { DEMO } from '../db/world/people';
import { schoolToday, shiftDate } from '../../time/school-time';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const today = schoolToday();
const thisMonth = today.slice(0, 7);
const lastMonth = shiftDate(`${thisMonth}-01`, -1).slice(0, 7);

const input: StatisticsRecordInput = {
  date: today,
  category: 'speaking_clubs',
  description: 'Speaking club "Travel"',
  type: 'other',
  rate: 350,
  amount: 1.5,
  units: 'hours',
};

const records = async (query: Parameters<typeof listStatisticsRecords>[0] = {}) =>
  ListStatisticsRecordsResponse.parse(await listStatisticsRecords({ per_page: 100, ...query })).data;

const summary = async (month?: string) =>
  GetStatisticsSummaryResponse.parse(await getStatisticsSummary(month ? { month } : undefined)).data;

describe('getStatisticsSummary', () => {
  it('gives the month’s salary breakdown, consistent with its formulas, and records in every status', async () => {
    await signIn('teacher@demo.school');
    const month = await summary();
    expect(month.month).toBe(thisMonth);
    const { salary } = month;
    expect(salary.in_house).toBeGreaterThan(0);
    expect(salary.corp).toBeGreaterThan(0);
    expect(salary.teacher_training).toBeGreaterThan(0);
    expect(salary.other).toBeGreaterThan(0);
    expect(salary.taxes).toBeGreaterThan(0);
    expect(salary.running_total).toBe(salary.in_house + salary.corp + salary.teacher_training + salary.other);
    expect(salary.total_to_pay).toBe(salary.running_total - salary.taxes + salary.changes_after_verify);
    expect(Object.values(month.records_by_status).every((count) => count > 0)).toBe(true);
    expect(month.by_category.reduce((total, c) => total + c.records_count, 0)).toBe(month.records_count);
    expect(month.by_category.find((c) => c.category === 'taxes')?.sum).toBe(salary.taxes);
    const previous = await summary(lastMonth);
    expect(previous.records_by_status.verified).toBe(previous.records_count);
    expect(previous.salary.changes_after_verify).toBeLessThan(0);
  });

  it('answers zeros for a month without records and refuses a malformed month', async () => {
    await signIn('teacher@demo.school');
    const empty = await summary('2020-01');
    expect(empty.records_count).toBe(0);
    expect(empty.salary.total_to_pay).toBe(0);
    await expectError(getStatisticsSummary({ month: '2026-13' }, silent), 422, 'validation_failed', 'month');
  });

  it('is refused to students and corporate managers', async () => {
    for (const who of ['student@demo.school', 'hr@demo.school']) {
      await signIn(who);
      await expectError(getStatisticsSummary(undefined, silent), 403, 'forbidden');
    }
  });
});

describe('listStatisticsRecords', () => {
  it('lists the teacher’s own records of the month, latest first, with sums and editability', async () => {
    await signIn('teacher@demo.school');
    const list = await records();
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((r) => r.date.startsWith(thisMonth))).toBe(true);
    expect(list.map((r) => r.date)).toEqual([...list.map((r) => r.date)].sort().reverse());
    expect(list.every((r) => r.sum === Math.round(r.rate * r.amount))).toBe(true);
    expect(
      list.every((r) => r.editable === (r.status === 'in_progress' || r.status === 'need_revision')),
    ).toBe(true);
    expect(list.find((r) => r.status === 'need_revision')?.review_comment).toBeTruthy();
    const ids = new Set(statisticsRecords.where((r) => r.teacher_id === DEMO.teacher()).map((r) => r.id));
    expect(list.every((r) => ids.has(r.id))).toBe(true);
  });

  it('filters by category and status', async () => {
    await signIn('teacher@demo.school');
    const verified = await records({ status: 'verified' });
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((r) => r.status === 'verified' && !r.editable)).toBe(true);
    const taxes = await records({ category: 'taxes' });
    expect(taxes.every((r) => r.category === 'taxes')).toBe(true);
    await expectError(
      listStatisticsRecords({ status: 'paid' as 'verified' }, silent),
      422,
      'validation_failed',
      'status',
    );
  });
});

describe('createStatisticsRecord', () => {
  it('adds a record in progress that counts in the running total', async () => {
    await signIn('teacher@demo.school');
    const before = await summary();
    const created = CreateStatisticsRecordResponse.parse(await createStatisticsRecord(input)).data;
    expect(created).toMatchObject({ ...input, sum: 525, status: 'in_progress', editable: true });
    const after = await summary();
    expect(after.salary.in_house).toBe(before.salary.in_house + 525);
    expect(after.salary.running_total).toBe(before.salary.running_total + 525);
    expect(after.records_by_status.in_progress).toBe(before.records_by_status.in_progress + 1);
  });

  it('requires every field, naming the empty one; refuses values out of range', async () => {
    await signIn('teacher@demo.school');
    const without = (field: keyof StatisticsRecordInput) => {
      const body: Partial<StatisticsRecordInput> = { ...input };
      delete body[field];
      return body as StatisticsRecordInput;
    };
    for (const field of ['date', 'category', 'description', 'type', 'rate', 'amount', 'units'] as const) {
      await expectError(createStatisticsRecord(without(field), silent), 422, 'fields_empty', field);
    }
    await expectError(
      createStatisticsRecord({ ...input, description: ' ' }, silent),
      422,
      'fields_empty',
      'description',
    );
    await expectError(
      createStatisticsRecord({ ...input, amount: 0 }, silent),
      422,
      'validation_failed',
      'amount',
    );
    await expectError(
      createStatisticsRecord({ ...input, rate: -5 }, silent),
      422,
      'validation_failed',
      'rate',
    );
    await expectError(
      createStatisticsRecord({ ...input, units: 'days' as 'hours' }, silent),
      422,
      'validation_failed',
      'units',
    );
  });
});

describe('updateStatisticsRecord', () => {
  it('edits a record that needs revision, which goes back in progress without the manager’s comment', async () => {
    await signIn('teacher@demo.school');
    const revision = (await records({ status: 'need_revision' }))[0];
    if (!revision) throw new Error('seed');
    const edited = UpdateStatisticsRecordResponse.parse(
      await updateStatisticsRecord(revision.id, { ...input, amount: 1 }),
    ).data;
    expect(edited).toMatchObject({
      id: revision.id,
      amount: 1,
      sum: 350,
      status: 'in_progress',
      review_comment: null,
    });
    const progress = (await records({ status: 'in_progress' }))[0];
    if (!progress) throw new Error('seed');
    expect((await updateStatisticsRecord(progress.id, input)).data.status).toBe('in_progress');
  });

  it('keeps records in review and verified locked', async () => {
    await signIn('teacher@demo.school');
    for (const status of ['in_review', 'verified'] as const) {
      const locked = (await records({ status }))[0];
      if (!locked) throw new Error('seed');
      await expectError(updateStatisticsRecord(locked.id, input, silent), 409, 'transition_not_allowed');
    }
  });

  it('hides another teacher’s record and checks every field again', async () => {
    await signIn('teacher@demo.school');
    const others = statisticsRecords.rows.find(
      (r) => r.teacher_id === DEMO.dos() && r.status === 'in_progress',
    );
    await expectError(updateStatisticsRecord(others?.id ?? 0, input, silent), 404, 'not_found');
    const own = (await records({ status: 'in_progress' }))[0];
    await expectError(
      updateStatisticsRecord(own?.id ?? 0, { ...input, units: '' as 'hours' }, silent),
      422,
      'fields_empty',
      'units',
    );
  });
});
