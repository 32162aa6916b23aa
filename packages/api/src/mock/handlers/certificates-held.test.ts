// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { listCertificates, listHeldCertificates } from '../../generated/certificates/certificates';
import type { HeldCertificate } from '../../generated/model';
import { downloadVideoCourseCertificate } from '../../generated/video-courses/video-courses';
import {
  ListCertificatesResponse,
  ListHeldCertificatesResponse,
} from '../../generated/zod/certificates/certificates';
import { users } from '../db';
import { traineeCertificates } from '../db/course-tasks';
import { courses } from '../db/courses';
import { videoCourseTitled } from '../db/video-courses';
import { DEMO, DEMO_COMPANY } from '../db/world/people';
import { schoolNow } from '../../time/school-time';
import { signIn, silent, withMockSchool } from '../../testing/mock-school';
import { pdfText } from '../../testing/pdf-text';

withMockSchool();

const heldBy = async (who: string): Promise<HeldCertificate[]> => {
  await signIn(who);
  return ListHeldCertificatesResponse.parse(await listHeldCertificates()).data;
};
const kinds = (rows: HeldCertificate[]) => [...new Set(rows.map((row) => row.kind))].sort();
const courseRows = (rows: HeldCertificate[]) =>
  rows.flatMap((row) => (row.kind === 'course' ? [row.certificate] : []));

const expectFileError = (call: Promise<unknown>, status: number, code: string) =>
  expect(call).rejects.toMatchObject({ status, code, message: expect.not.stringMatching(/unknown error/i) });

describe('listHeldCertificates: every certificate of the certificates page, by space', () => {
  it('a student: their own course certificates and the video course they finished', async () => {
    const rows = await heldBy('student@demo.school');
    expect(kinds(rows)).toEqual(['course', 'video_course']);
    expect(courseRows(rows).every((row) => row.student.id === DEMO.student())).toBe(true);
    expect(rows.find((row) => row.kind === 'video_course')).toMatchObject({
      title_en: 'Everyday phrasal verbs',
      result: 'pass',
    });
  });

  it('a parent: each child’s course certificates, naming the child', async () => {
    const rows = courseRows(await heldBy('parent@demo.school'));
    expect(rows.length).toBeGreaterThan(0);
    const children = users.childrenOf(users.byEmail('parent@demo.school')!.id).map((child) => child.id);
    expect(rows.every((row) => children.includes(row.student.id))).toBe(true);
  });

  it('a trainee: the event certificate and the finished video course, no course certificate of others', async () => {
    const rows = await heldBy('trainee@demo.school');
    expect(kinds(rows)).toEqual(['event', 'video_course']);
    expect(rows.find((row) => row.kind === 'event')).toMatchObject({ name_en: 'Mariia Tkachenko' });
    expect(rows.find((row) => row.kind === 'video_course')).toMatchObject({ result: 'review' });
  });

  it('a trainee: a TYLT certificate once the tutor issued one, "no certificate" left out', async () => {
    const tylt = courses.where(
      (course) => course.training === 'tylt' && course.student_ids.includes(DEMO.trainee()),
    );
    traineeCertificates.insert({
      course_id: tylt[0]!.id,
      trainee_id: DEMO.trainee(),
      type: 'strong_pass',
      issued_at: schoolNow(),
    });
    if (tylt[1])
      traineeCertificates.insert({
        course_id: tylt[1].id,
        trainee_id: DEMO.trainee(),
        type: 'no_certificate',
        issued_at: schoolNow(),
      });
    const training = (await heldBy('trainee@demo.school')).filter((row) => row.kind === 'teacher_training');
    expect(training).toEqual([
      expect.objectContaining({ course_id: tylt[0]!.id, trainee_id: DEMO.trainee(), type: 'strong_pass' }),
    ]);
  });

  it('a company’s employee: their corporate course certificates', async () => {
    const rows = courseRows(await heldBy('corp.student@demo.school'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.student.id === DEMO.corporateStudent())).toBe(true);
    expect(rows.every((row) => courses.byId(row.course.id)?.company_name === DEMO_COMPANY)).toBe(true);
  });

  it('a company’s manager: every employee’s certificates of the company’s courses, as listCertificates gives', async () => {
    const rows = courseRows(await heldBy('hr@demo.school'));
    expect(new Set(rows.map((row) => row.student.id)).size).toBeGreaterThan(1);
    expect(rows.every((row) => courses.byId(row.course.id)?.company_name === DEMO_COMPANY)).toBe(true);
    const listed = ListCertificatesResponse.parse(await listCertificates()).data;
    expect(listed.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    const course = rows[0]!.course.id;
    expect(
      (await listCertificates({ course_id: course })).data.every((row) => row.course.id === course),
    ).toBe(true);
  });

  it('a teacher: the certificates of the students they teach', async () => {
    const rows = courseRows(await heldBy('teacher@demo.school'));
    const teacher = users.byEmail('teacher@demo.school')!.id;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => courses.byId(row.course.id)?.teacher_id === teacher)).toBe(true);
  });

  it('someone with none, of any space, gets an empty list, not a refusal', async () => {
    expect(await heldBy('pretest@demo.school')).toEqual([]);
    expect(await heldBy('visitor@demo.school')).toEqual([]);
    expect(await heldBy('tutor@demo.school')).toEqual([]);
  });
});

describe('downloadVideoCourseCertificate', () => {
  it('gives the finished course’s certificate with the viewer’s name, in Cyrillic when they have no English one', async () => {
    const trainee = users.byId(DEMO.trainee())!;
    expect(trainee.nameEn).toBeNull();
    await signIn('trainee@demo.school');
    const course = videoCourseTitled('Pronunciation')!;
    const lines = await pdfText(await downloadVideoCourseCertificate(course.id));
    expect(lines).toContain(trainee.name);
    expect(lines.join('\n')).toContain(course.title_en);
    expect(lines.join('\n')).toContain('Review');
  });

  it('is not issued while the course is in progress; a teacher is refused and an unknown course is 404', async () => {
    await signIn('corp.student@demo.school');
    await expectFileError(
      downloadVideoCourseCertificate(videoCourseTitled('travel')!.id, silent),
      409,
      'certificate_not_issued',
    );
    await expectFileError(downloadVideoCourseCertificate(9999, silent), 404, 'not_found');
    await signIn('teacher@demo.school');
    await expectFileError(
      downloadVideoCourseCertificate(videoCourseTitled('Pronunciation')!.id, silent),
      403,
      'forbidden',
    );
  });
});
