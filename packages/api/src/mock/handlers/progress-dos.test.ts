import { describe, expect, it } from 'vitest';
import { getDosProgress } from '../../generated/progress/progress';
import { verifyStatisticsRecord } from '../../generated/statistics/statistics';
import { GetDosProgressResponse } from '../../generated/zod/progress/progress';
import { users } from '../db';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';
import { addFeedback, addRecord, newCourse, newPerson } from '../../testing/progress-school';

withMockSchool();

const DOS = 'dos@demo.school';

/** A new teacher with a group of three and one of a company's, and records in every status. */
function smallSchool() {
  const teacher = newPerson(['teacher'], { name: 'Аааа Прогрес' });
  const students = [newPerson(['student']), newPerson(['student']), newPerson(['student'])];
  const { course, module } = newCourse(
    teacher.id,
    students.map((s) => s.id),
    { start_date: '2026-12-01' }, // no lesson has started: only the feedback written here counts
  );
  addFeedback(course, module, students[0]!.id, 'sent', '2026-11-05T12:00:00+02:00');
  addFeedback(course, module, students[1]!.id, 'need_review', '2026-11-09T12:00:00+02:00');
  addFeedback(course, module, students[2]!.id, 'need_review', '2026-11-09T12:00:00+02:00');
  // A company's group sends its feedback to the company: not the director's to review.
  const company = newCourse(teacher.id, [students[0]!.id], { company_name: 'Demo Corp' });
  addFeedback(company.course, company.module, students[0]!.id, 'sent', '2026-11-05T12:00:00+02:00');
  const record = (status: 'in_progress' | 'in_review' | 'need_revision' | 'verified') =>
    addRecord(teacher.id, { date: '2026-11-02', category: 'groups', rate: 420, amount: 2, status });
  record('in_progress');
  const inReview = record('in_review');
  record('in_review');
  record('verified');
  return { teacher, inReview };
}

const read = async () => GetDosProgressResponse.parse(await getDosProgress()).data;

describe('the director of studies’ charts', () => {
  it('count each teacher’s feedback and statistics records by status, by hand', async () => {
    const { teacher } = smallSchool();
    await signIn(DOS);
    const data = await read();
    expect(data.teachers.find((row) => row.teacher.id === teacher.id)).toEqual({
      teacher: { id: teacher.id, name: 'Аааа Прогрес', name_en: teacher.nameEn },
      feedback: { not_written: 0, in_progress: 0, need_review: 2, in_review: 0, need_edit: 0, sent: 1 },
      statistics: { in_progress: 1, in_review: 2, need_revision: 0, verified: 1 },
    });
    expect(data.teachers_total).toBe(data.teachers.length);
    const names = data.teachers.map((row) => row.teacher.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'uk')));
  });

  it('leaves the director’s own statistics out (another reviewer checks them)', async () => {
    const director = users.byEmail(DOS)!;
    addRecord(director.id, {
      date: '2026-11-02',
      category: 'groups',
      rate: 1,
      amount: 1,
      status: 'in_review',
    });
    await signIn(DOS);
    const own = (await read()).teachers.find((row) => row.teacher.id === director.id);
    expect(own?.statistics ?? { in_progress: 0, in_review: 0, need_revision: 0, verified: 0 }).toEqual({
      in_progress: 0,
      in_review: 0,
      need_revision: 0,
      verified: 0,
    });
  });

  it('moves when the director verifies a record', async () => {
    const { teacher, inReview } = smallSchool();
    await signIn(DOS);
    await verifyStatisticsRecord(inReview.id);
    const row = (await read()).teachers.find((entry) => entry.teacher.id === teacher.id);
    expect(row?.statistics).toEqual({ in_progress: 1, in_review: 1, need_revision: 0, verified: 2 });
  });

  it('is for the director of studies only', async () => {
    for (const account of ['teacher@demo.school', 'hr@demo.school', 'student@demo.school']) {
      await signIn(account);
      await expectError(getDosProgress(silent), 403, 'forbidden');
    }
  });
});
