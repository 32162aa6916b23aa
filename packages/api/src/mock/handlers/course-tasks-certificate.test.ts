// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  downloadTraineeCertificate,
  issueTraineeCertificate,
  listCourseTasks,
  reviewCourseTaskWork,
} from '../../generated/course-tasks/course-tasks';
import { courses } from '../db/courses';
import { lastLessonOf } from '../db/lessons';
import { DEMO } from '../db/world/people';
import { signIn, silent, withMockSchool } from '../../testing/mock-school';
import { pdfText } from '../../testing/pdf-text';

withMockSchool();

const expectFileError = (call: Promise<unknown>, status: number, code: string) =>
  expect(call).rejects.toMatchObject({ status, code, message: expect.not.stringMatching(/unknown error/i) });

/** The demo tutor's TYLT group in progress. */
const group = () =>
  courses.rows
    .filter((c) => c.training === 'tylt' && c.teacher_id === DEMO.tutor())
    .sort((a, b) => a.start_date.localeCompare(b.start_date))[0]!;

/** The group, finished: its last lesson marked completed, so certificates may be issued. */
const finishedGroup = () => {
  const course = group();
  lastLessonOf(course.id)!.completed = true;
  return course;
};

describe('downloadTraineeCertificate', () => {
  it('is the issued certificate as a PDF with the grade, for the trainee and the tutor', async () => {
    const { id } = finishedGroup();
    await signIn('tutor@demo.school');
    await expectFileError(
      downloadTraineeCertificate(id, DEMO.trainee(), silent),
      409,
      'certificate_not_issued',
    );
    const observation = (await listCourseTasks(id)).data.find((task) => task.kind === 'observation_yl')!;
    await reviewCourseTaskWork(observation.id, DEMO.trainee(), { decision: 'complete', grade: 'pass' });
    await issueTraineeCertificate(id, DEMO.trainee(), { type: 'pass_with_merit' });
    expect((await pdfText(await downloadTraineeCertificate(id, DEMO.trainee()))).join('\n')).toContain(
      'Pass with Merit',
    );
    await signIn('trainee@demo.school');
    const text = (await pdfText(await downloadTraineeCertificate(id, DEMO.trainee()))).join('\n');
    expect(text).toContain('Teaching Young Learners and Teens');
  });

  it('is nobody else’s, and "no certificate" gives no file', async () => {
    const { id, student_ids } = finishedGroup();
    const other = student_ids.find((trainee) => trainee !== DEMO.trainee())!;
    await signIn('trainee@demo.school');
    await expectFileError(downloadTraineeCertificate(id, other, silent), 404, 'not_found');
    await signIn('tutor@demo.school');
    await issueTraineeCertificate(id, other, { type: 'no_certificate' });
    await expectFileError(downloadTraineeCertificate(id, other, silent), 409, 'certificate_not_issued');
  });
});
