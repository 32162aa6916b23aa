// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { updateStudentNameEn } from '../../generated/account/account';
import { downloadEventCertificate, getEventTest, submitEventTest } from '../../generated/events/events';
import { GetEventTestResponse } from '../../generated/zod/events/events';
import { eventQuestions } from '../db/event-questions';
import { events } from '../db/events';
import { signIn, silent, withMockSchool } from '../../testing/mock-school';
import { pdfText } from '../../testing/pdf-text';

withMockSchool();

const expectFileError = (call: Promise<unknown>, status: number, code: string) =>
  expect(call).rejects.toMatchObject({ status, code, message: expect.not.stringMatching(/unknown error/i) });

const seeded = (role: 'trainee_test_open' | 'trainee_certificate') =>
  events.rows.find((event) => event.seeded_as === role)!;

describe('downloadEventCertificate', () => {
  it('is issued once the test is passed, as a PDF with the English name given before the test', async () => {
    await signIn('trainee@demo.school');
    const event = seeded('trainee_test_open');
    await expectFileError(downloadEventCertificate(event.id, silent), 409, 'certificate_not_issued');
    await updateStudentNameEn({ name_en: 'Mariia Tkachenko' });
    const test = GetEventTestResponse.parse(await getEventTest(event.id)).data;
    const keys = eventQuestions(event.id);
    const answers = test.questions.map((question) => ({
      question_id: question.id,
      option_id: keys.find((key) => key.id === question.id)!.right_option_id,
    }));
    await submitEventTest(event.id, { answers });
    const text = (await pdfText(await downloadEventCertificate(event.id))).join('\n');
    expect(text).toContain('Mariia Tkachenko');
    expect(text).toContain(event.title_en);
  });

  it('keeps the certificate earned before, under the name it was earned with', async () => {
    await signIn('trainee@demo.school');
    const text = (await pdfText(await downloadEventCertificate(seeded('trainee_certificate').id))).join('\n');
    expect(text).toContain('Mariia Tkachenko');
  });

  it('is for trainees only, and an unknown event is 404', async () => {
    await signIn('student@demo.school');
    await expectFileError(
      downloadEventCertificate(seeded('trainee_certificate').id, silent),
      403,
      'forbidden',
    );
    await signIn('trainee@demo.school');
    await expectFileError(downloadEventCertificate(9999, silent), 404, 'not_found');
  });
});
