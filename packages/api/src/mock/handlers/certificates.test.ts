// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  downloadCertificate,
  generateCertificates,
  listCertificates,
  updateCertificate,
} from '../../generated/certificates/certificates';
import {
  GenerateCertificatesResponse,
  ListCertificatesResponse,
  UpdateCertificateResponse,
} from '../../generated/zod/certificates/certificates';
import { certificates } from '../db/certificates';
import { courses } from '../db/courses';
import { DEMO } from '../db/world/people';
import { eligibleCertificate } from '../rules/certificates';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';
import { pdfText } from '../../testing/pdf-text';

withMockSchool();

/** The file call reads its answer as a Blob; the http layer turns a JSON error body back into the code. */
const expectFileError = (call: Promise<unknown>, status: number, code: string) =>
  expect(call).rejects.toMatchObject({ status, code, message: expect.not.stringMatching(/unknown error/i) });

const COURSE_2 = 2;
const rowOf = (courseId: number, studentId: number) =>
  certificates.rows.find((c) => c.course_id === courseId && c.student_id === studentId)!;

describe('the seeded certificates agree with the eligibility rule', () => {
  it('issues every certificate not chosen by the teacher by attendance and the final test', () => {
    for (const row of certificates.rows.filter((c) => !c.teacher_choice)) {
      // The rule reads the exact attendance; the rounded percent can only tie at the threshold.
      if (row.attendance_percent === 60) continue;
      expect(eligibleCertificate(row.attendance_percent, row.final_grade).type).toBe(row.type);
    }
  });

  it('has the demo cases: course 2 insufficient attendance and teacher decision, a waiting course', () => {
    const course2 = courses.byId(COURSE_2)!;
    expect(rowOf(COURSE_2, course2.student_ids[1]!)).toMatchObject({
      status: 'no_certificate',
      reason: 'insufficient_attendance',
    });
    expect(rowOf(COURSE_2, course2.student_ids[2]!)).toMatchObject({
      status: 'no_certificate',
      reason: 'teacher_decision',
    });
    expect(rowOf(COURSE_2, DEMO.student()).status).not.toBe('waiting');
    expect(certificates.rows.some((c) => c.status === 'waiting')).toBe(true);
  });
});

describe('listCertificates', () => {
  it('lists a student’s own certificates only', async () => {
    await signIn('student@demo.school');
    const answer = ListCertificatesResponse.parse(await listCertificates());
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.every((c) => c.student.id === DEMO.student())).toBe(true);
    expect(answer.data.find((c) => c.course.id === COURSE_2)?.course.program_name_en).toBeTruthy();
  });

  it('lists a parent’s children (all, or the one named); another student is 404', async () => {
    await signIn('parent@demo.school');
    const all = ListCertificatesResponse.parse(await listCertificates());
    expect(all.data.map((c) => c.student.id)).toContain(DEMO.maksym());
    expect(all.data.every((c) => [DEMO.maksym(), DEMO.sofiia()].includes(c.student.id))).toBe(true);
    const maksym = ListCertificatesResponse.parse(await listCertificates({ student_id: DEMO.maksym() }));
    expect(maksym.data.find((c) => c.course.id === 33)?.course.kind).toBe('individual');
    await expectError(listCertificates({ student_id: DEMO.student() }, silent), 404, 'not_found');
  });

  it('lists a teacher’s course, a row per student; others’ courses are 404; a visitor 403', async () => {
    await signIn('teacher@demo.school');
    const answer = ListCertificatesResponse.parse(await listCertificates({ course_id: COURSE_2 }));
    expect(answer.data.map((c) => c.student.id).sort()).toEqual(
      [...courses.byId(COURSE_2)!.student_ids].sort(),
    );
    await expectError(listCertificates({ course_id: 33 }, silent), 404, 'not_found');
    await signIn('student@demo.school');
    await expectError(listCertificates({ course_id: 33 }, silent), 404, 'not_found');
    await signIn('visitor@demo.school');
    await expectError(listCertificates(undefined, silent), 403, 'forbidden');
  });
});

describe('generateCertificates', () => {
  it('"only after the last lesson is marked completed": an unfinished course is course_not_finished', async () => {
    await signIn('teacher@demo.school');
    await expectError(generateCertificates(1, silent), 409, 'course_not_finished');
  });

  it('issues the waiting course by the rule and keeps the teacher’s decisions', async () => {
    const waiting = certificates.rows.find((c) => c.status === 'waiting')!;
    await signIn(courses.byId(waiting.course_id)!.teacher_id);
    const answer = GenerateCertificatesResponse.parse(await generateCertificates(waiting.course_id));
    expect(answer.data.length).toBe(courses.byId(waiting.course_id)!.student_ids.length);
    for (const c of answer.data) {
      expect(c.status).toBe(c.type === 'no_certificate' ? 'no_certificate' : 'received');
      expect(c.issued_at !== null).toBe(c.status === 'received');
      if (c.attendance_percent !== 60)
        expect(c.type).toBe(eligibleCertificate(c.attendance_percent, c.final_grade ?? null).type);
    }
    await signIn('teacher@demo.school');
    const course2 = GenerateCertificatesResponse.parse(await generateCertificates(COURSE_2));
    const decided = course2.data.find((c) => c.student.id === courses.byId(COURSE_2)!.student_ids[2]);
    expect(decided).toMatchObject({ type: 'no_certificate', reason: 'teacher_decision' });
  });

  it('is the course teacher’s call: a student of the course 403, another teacher 404', async () => {
    await signIn('student@demo.school');
    await expectError(generateCertificates(COURSE_2, silent), 403, 'forbidden');
    await signIn('dos@demo.school');
    await expectError(generateCertificates(COURSE_2, silent), 404, 'not_found');
  });
});

describe('updateCertificate', () => {
  it('lets the teacher decide on no certificate, or change the recommended type', async () => {
    const row = rowOf(COURSE_2, DEMO.student());
    await signIn('teacher@demo.school');
    const none = UpdateCertificateResponse.parse(
      await updateCertificate(row.id, {
        type: 'no_certificate',
        reason: 'teacher_decision',
        comment: 'Missed the final test.',
      }),
    );
    expect(none.data).toMatchObject({
      type: 'no_certificate',
      status: 'no_certificate',
      reason: 'teacher_decision',
      issued_at: null,
    });
    const lesser = UpdateCertificateResponse.parse(await updateCertificate(row.id, { type: 'completion' }));
    expect(lesser.data).toMatchObject({
      type: 'completion',
      status: 'received',
      reason: null,
      comment: 'Missed the final test.',
    });
    expect(lesser.data.issued_at).not.toBeNull();
  });

  it('refuses a reason that is not the teacher’s (422), a student (403) and another teacher (404)', async () => {
    const row = rowOf(COURSE_2, DEMO.student());
    await signIn('teacher@demo.school');
    await expectError(
      updateCertificate(row.id, { type: 'no_certificate', reason: 'insufficient_attendance' }, silent),
      422,
      'validation_failed',
    );
    await signIn('student@demo.school');
    await expectError(updateCertificate(row.id, { type: 'no_certificate' }, silent), 403, 'forbidden');
    await signIn('dos@demo.school');
    await expectError(updateCertificate(row.id, { type: 'no_certificate' }, silent), 404, 'not_found');
  });
});

describe('downloadCertificate', () => {
  it('gives the student, the parent and the teacher a PDF with the English name and the course', async () => {
    const received = certificates.rows.find(
      (c) => c.student_id === DEMO.student() && c.status === 'received',
    )!;
    const maksym = rowOf(33, DEMO.maksym());
    await signIn('dos@demo.school');
    await updateCertificate(maksym.id, { type: 'completion' });
    for (const [who, row, name] of [
      ['student@demo.school', received, 'Olena Koval'],
      ['teacher@demo.school', received, 'Olena Koval'],
      ['parent@demo.school', maksym, 'Maksym Melnyk'],
    ] as const) {
      await signIn(who);
      const text = (await pdfText(await downloadCertificate(row.id))).join('\n');
      expect(text).toContain(name);
      expect(text).toContain(courses.byId(row.course_id)!.name);
    }
  });

  it('"not issued for insufficient attendance or by teacher decision": 409; others 404', async () => {
    const course2 = courses.byId(COURSE_2)!;
    const notIssued = rowOf(COURSE_2, course2.student_ids[1]!);
    await signIn(notIssued.student_id);
    await expectFileError(downloadCertificate(notIssued.id, silent), 409, 'certificate_not_issued');
    await signIn('sofiia.melnyk@demo.school');
    await expectFileError(downloadCertificate(notIssued.id, silent), 404, 'not_found');
    await signIn('dos@demo.school');
    await expectFileError(downloadCertificate(notIssued.id, silent), 404, 'not_found');
  });
});
