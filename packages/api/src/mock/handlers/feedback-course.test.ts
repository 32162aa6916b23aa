import { describe, expect, it } from 'vitest';
import * as api from '../../generated/feedback/feedback';
import type { CourseFeedbackFields } from '../../generated/model';
import * as zod from '../../generated/zod/feedback/feedback';
import { courseFeedback } from '../db/course-feedback';
import { courses } from '../db/courses';
import { courseProgress } from '../db/feedback-timeline';
import { expectError, signIn, silent, serveMockSchool } from '../../testing/feedback';

serveMockSchool();

const fields: CourseFeedbackFields = {
  language: 'uk',
  progress: 'За курс піднялася на рівень вище.',
  recommendation: 'Щодня читати англійською.',
  future_course_recommendations: 'Загальна англійська B2.',
  extended_comment: 'Старанна студентка, завжди виконувала домашні завдання.',
  dos_comment: 'Може перейти в інтенсивну групу.',
};

/** A course feedback row of a course that is not sent yet. */
const unsentOf = (courseId: number) => {
  const row = courseFeedback.rows.find((r) => r.course_id === courseId && r.written !== 'sent');
  if (!row) throw new Error(`No unsent course feedback in course ${courseId}`);
  return row;
};

const sentOf = (courseId: number, studentId: number) =>
  courseFeedback.rows.find((r) => r.course_id === courseId && r.student_id === studentId);

describe('listCourseFeedback', () => {
  it('the teacher sees one per student; the finished course 2 has the student’s sent feedback', async () => {
    await signIn('teacher@demo.school');
    const answer = zod.ListCourseFeedbackResponse.parse(await api.listCourseFeedback(2));
    expect(answer.data).toHaveLength(9);
    expect(answer.data[0]).toMatchObject({ student: { id: 1 }, status: 'sent' });
  });

  it('an unsaved feedback is not_written before the last module starts, need_feedback after', async () => {
    await signIn('teacher@demo.school');
    const waiting = zod.ListCourseFeedbackResponse.parse(await api.listCourseFeedback(6));
    expect(new Set(waiting.data.map((row) => row.status))).toEqual(new Set(['not_written']));
    const due = [1, 2, 3].find((id) => {
      const course = courses.byId(id);
      const progress = course && courseProgress(course);
      return (
        progress &&
        (progress.lastModuleStarted || progress.finished) &&
        courseFeedback.rows.some((r) => r.course_id === id && !r.written)
      );
    });
    const answer = zod.ListCourseFeedbackResponse.parse(await api.listCourseFeedback(due ?? 0));
    const unsaved = answer.data.filter((row) => !courseFeedback.byId(row.id)?.written);
    expect(unsaved.length).toBeGreaterThan(0);
    expect(unsaved.every((row) => row.status === 'need_feedback')).toBe(true);
  });

  it('a student sees only their own sent one without the comment for the academic director', async () => {
    await signIn('student@demo.school');
    const answer = zod.ListCourseFeedbackResponse.parse(await api.listCourseFeedback(2));
    expect(answer.data.map((row) => [row.student.id, row.status, row.fields.dos_comment])).toEqual([
      [1, 'sent', null],
    ]);
    const running = zod.ListCourseFeedbackResponse.parse(await api.listCourseFeedback(1));
    expect(running.data.filter((row) => row.status !== 'sent')).toEqual([]);
  });

  it('refuses another student’s course (404) and a visitor (403)', async () => {
    await signIn('student@demo.school');
    await expectError(api.listCourseFeedback(3, undefined, silent), 404, 'not_found');
    await signIn('visitor@demo.school');
    await expectError(api.listCourseFeedback(2, undefined, silent), 403, 'forbidden');
  });
});

describe('getCourseFeedback', () => {
  it('the student reads their own sent one; another student’s is 404; the teacher reads any', async () => {
    const own = sentOf(2, 1);
    const other = courseFeedback.rows.find(
      (r) => r.course_id === 2 && r.student_id !== 1 && r.written === 'sent',
    );
    await signIn('student@demo.school');
    const answer = zod.GetCourseFeedbackResponse.parse(await api.getCourseFeedback(own?.id ?? 0));
    expect(answer.data).toMatchObject({ status: 'sent', course: { id: 2 }, fields: { dos_comment: null } });
    await expectError(api.getCourseFeedback(other?.id ?? 0, undefined, silent), 404, 'not_found');
    await signIn('teacher@demo.school');
    zod.GetCourseFeedbackResponse.parse(await api.getCourseFeedback(unsentOf(1).id));
  });

  it('the director of studies reads it with the comment meant for them', async () => {
    const row = unsentOf(1);
    await signIn('teacher@demo.school');
    await api.saveCourseFeedback(row.id, fields);
    await signIn('dos@demo.school');
    const answer = zod.GetCourseFeedbackResponse.parse(await api.getCourseFeedback(row.id));
    expect(answer.data.fields.dos_comment).toBe(fields.dos_comment);
  });
});

describe('saveCourseFeedback and sendCourseFeedback', () => {
  it('save makes a draft (feedback_in_progress); a sent one is locked', async () => {
    await signIn('teacher@demo.school');
    const saved = zod.SaveCourseFeedbackResponse.parse(await api.saveCourseFeedback(unsentOf(1).id, fields));
    expect(saved.data).toMatchObject({ status: 'feedback_in_progress', fields });
    await expectError(api.saveCourseFeedback(sentOf(2, 1)?.id ?? 0, fields, silent), 409, 'feedback_locked');
  });

  it('send needs the required fields and a 20-character extended comment; then sent and locked', async () => {
    const row = unsentOf(1);
    await signIn('teacher@demo.school');
    await api.saveCourseFeedback(row.id, { ...fields, future_course_recommendations: null });
    await expectError(
      api.sendCourseFeedback(row.id, silent),
      422,
      'feedback_incomplete',
      'future_course_recommendations',
    );
    await api.saveCourseFeedback(row.id, { ...fields, extended_comment: 'Гарна робота.' });
    await expectError(api.sendCourseFeedback(row.id, silent), 422, 'comment_too_short', 'extended_comment');
    await api.saveCourseFeedback(row.id, { ...fields, dos_comment: null });
    const sent = zod.SendCourseFeedbackResponse.parse(await api.sendCourseFeedback(row.id));
    expect(sent.data.status).toBe('sent');
    await expectError(api.sendCourseFeedback(row.id, silent), 409, 'feedback_locked');
  });

  it('only the course teacher writes: a student and the director are 403, a bad language 422', async () => {
    const row = unsentOf(1);
    await signIn('teacher@demo.school');
    const bad = { ...fields, language: 'de' } as unknown as CourseFeedbackFields;
    await expectError(api.saveCourseFeedback(row.id, bad, silent), 422, 'validation_failed');
    await signIn('student@demo.school');
    await expectError(api.saveCourseFeedback(row.id, fields, silent), 403, 'forbidden');
    await expectError(api.sendCourseFeedback(row.id, silent), 403, 'forbidden');
    await signIn('dos@demo.school');
    await expectError(api.sendCourseFeedback(row.id, silent), 403, 'forbidden');
  });
});
