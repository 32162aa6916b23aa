import { describe, expect, it } from 'vitest';
import * as api from '../../generated/feedback/feedback';
import type { FeedbackFields } from '../../generated/model';
import * as zod from '../../generated/zod/feedback/feedback';
import { courses } from '../db/courses';
import { moduleFeedback } from '../db/module-feedback';
import { expectError, serveMockSchool, signIn, silent } from '../../testing/feedback';

serveMockSchool();

const fields: FeedbackFields = {
  topics_covered: 'Negotiations; e-mails to partners',
  homework: 'good',
  test_result: '18/20',
  test_comment: 'Strong in reading.',
  performance: 'great',
  work_in_class: 'good',
  recommendations: 'Practise phone calls with a colleague.',
  progress_comment: 'Leads meetings in English with growing confidence.',
  group_comment: 'A focused team.',
  lexis: 'great',
  grammar: 'good',
  mark: 'great',
};

const companyGroup = () =>
  courses.where((course) => course.company_name === 'Demo Corp' && course.kind === 'group')[0]!;

describe("a company group's module feedback", () => {
  it('goes from the corporate teacher straight to the company’s manager, who reads only what was sent', async () => {
    const group = companyGroup();
    const draft = moduleFeedback.rows.find(
      (row) => row.course_id === group.id && (row.status === 'not_written' || row.status === 'in_progress'),
    )!;
    await signIn('corp.teacher@demo.school');
    await api.saveFeedback(draft.id, fields);
    const sent = zod.SendFeedbackForReviewResponse.parse(await api.sendFeedbackForReview(draft.id)).data;
    expect(sent).toMatchObject({ status: 'sent', sent_to: 'hr' });

    await signIn('hr@demo.school');
    const read = zod.ListModuleFeedbackResponse.parse(
      await api.listModuleFeedback(group.id, { per_page: 100 }),
    );
    expect(read.data.length).toBeGreaterThan(0);
    expect(read.data.every((row) => row.status === 'sent')).toBe(true);
    expect(read.data.map((row) => row.id)).toContain(draft.id);
    expect(new Set(read.data.map((row) => row.student.id)).size).toBeGreaterThan(1);
    expect((await api.getFeedback(draft.id)).data.fields).toEqual(fields);
    await expectError(api.saveFeedback(draft.id, fields, silent), 403, 'forbidden');
    const unsent = moduleFeedback.rows.find((row) => row.course_id === group.id && row.status !== 'sent');
    if (unsent) await expectError(api.getFeedback(unsent.id, undefined, silent), 404, 'not_found');
  });

  it('is never seeded waiting for the school’s review, and the director of studies does not list it', async () => {
    const company = new Set(
      courses.where((course) => course.company_name !== null).map((course) => course.id),
    );
    const rows = moduleFeedback.rows.filter((row) => company.has(row.course_id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => ['need_review', 'in_review', 'need_edit'].includes(row.status))).toBe(false);
    expect(rows.filter((row) => row.status === 'sent').every((row) => row.sent_to === 'hr')).toBe(true);
    await signIn('dos@demo.school');
    const groups = (await api.listFeedbackGroups({ per_page: 100 })).data;
    expect(groups.some((row) => company.has(row.course.id))).toBe(false);
  });
});
