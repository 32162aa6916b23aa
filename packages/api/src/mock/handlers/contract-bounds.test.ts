import { describe, expect, it } from 'vitest';
import { updateUserData } from '../../generated/account/account';
import { listCompanyEmployees } from '../../generated/company/company';
import { listFeedPosts } from '../../generated/courses/courses';
import { createStatisticsRecord } from '../../generated/statistics/statistics';
import { listTeacherStudents } from '../../generated/students/students';
import { updateUserDataBodyNameMax } from '../../generated/zod/account/account';
import { createStatisticsRecordBodyRateMax } from '../../generated/zod/statistics/statistics';
import { listTeacherStudentsQuerySearchMax } from '../../generated/zod/students/students';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

// The contract's bounds are the mock school's rules: a body or query past them is 422
// `validation_failed` naming the field, whichever handler answers the call.
describe('the contract bounds of a call', () => {
  it('refuses a body string one character over its maxLength, naming the field', async () => {
    await signIn('student@demo.school');
    const name = 'Я'.repeat(updateUserDataBodyNameMax + 1);
    await expectError(
      updateUserData({ name, nameEn: '', phone: '+380 67 123 45 67' }, silent),
      422,
      'validation_failed',
      'name',
    );
    await expect(
      updateUserData({ name: name.slice(1), nameEn: '', phone: '+380 67 123 45 67' }),
    ).resolves.toMatchObject({ message: 'ok' });
  });

  it('refuses a body integer over its maximum, naming the field', async () => {
    await signIn('teacher@demo.school');
    const record = {
      date: '2026-11-24',
      category: 'speaking_clubs',
      description: 'Speaking club',
      type: 'other',
      amount: 1,
      units: 'hours',
    } as const;
    await expectError(
      createStatisticsRecord({ ...record, rate: createStatisticsRecordBodyRateMax + 1 }, silent),
      422,
      'validation_failed',
      'rate',
    );
  });

  it('refuses a query integer out of its range, naming the parameter', async () => {
    await signIn('hr@demo.school');
    await expectError(listCompanyEmployees({ per_page: 101 }, silent), 422, 'validation_failed', 'per_page');
    await expectError(listCompanyEmployees({ page: 0 }, silent), 422, 'validation_failed', 'page');
    await expect(listCompanyEmployees({ per_page: 100 })).resolves.toMatchObject({ meta: { per_page: 100 } });
  });

  it('refuses a query out of range on a call whose handler reads no query itself', async () => {
    await signIn('student@demo.school');
    await expectError(listFeedPosts(1, { per_page: 500 }, silent), 422, 'validation_failed', 'per_page');
    await expectError(listFeedPosts(1, { student_id: 0 }, silent), 422, 'validation_failed', 'student_id');
    await expect(listFeedPosts(1, { per_page: 100 })).resolves.toMatchObject({ meta: { per_page: 100 } });
  });

  it('refuses a query string over its maxLength, and reads a search of digits as text', async () => {
    await signIn('teacher@demo.school');
    const search = '1'.repeat(listTeacherStudentsQuerySearchMax + 1);
    await expectError(listTeacherStudents({ search }, silent), 422, 'validation_failed', 'search');
    await expect(listTeacherStudents({ search: search.slice(1) })).resolves.toMatchObject({ data: [] });
  });
});
