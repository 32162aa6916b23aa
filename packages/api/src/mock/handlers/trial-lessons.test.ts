import { describe, expect, it } from 'vitest';
import { completeLesson, getLesson, listLessons, updateLesson } from '../../generated/lessons/lessons';
import { listStatisticsRecords } from '../../generated/statistics/statistics';
import { GetLessonResponse, ListLessonsResponse } from '../../generated/zod/lessons/lessons';
import { ListStatisticsRecordsResponse } from '../../generated/zod/statistics/statistics';
import { courses } from '../db/courses';
import { lessons } from '../db/lessons';
import { DEMO_COMPANY } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const TEACHER = 'corp.teacher@demo.school';
const companyGroups = () => courses.where((c) => c.kind === 'group' && c.company_name === DEMO_COMPANY);
const trialOf = (courseId: number) => lessons.where((l) => l.course_id === courseId && l.type === 'trial');
/** The new group's trial lesson: held, not yet summed up. */
const openTrial = () => {
  const trial = companyGroups()
    .flatMap((c) => trialOf(c.id))
    .find((l) => !l.completed);
  if (!trial) throw new Error('No open trial lesson');
  return trial;
};
const lessonRead = async (id: number) => GetLessonResponse.parse(await getLesson(id)).data;

describe('a company group’s trial lesson', () => {
  it('opens every company group, and only those; a held one was summed up with a level', () => {
    for (const course of courses.rows) {
      const trials = trialOf(course.id);
      if (course.kind === 'group' && course.company_name) {
        expect(trials.map((l) => l.number)).toEqual([1]);
      } else {
        expect(trials).toEqual([]);
      }
    }
    const summed = companyGroups()
      .flatMap((c) => trialOf(c.id))
      .filter((l) => l.completed);
    expect(summed.length).toBeGreaterThan(0);
    expect(summed.every((l) => l.trial?.level && l.trial.comment.length > 0)).toBe(true);
  });

  it('leaves the new group’s trial, held before today, to its teacher', async () => {
    const trial = openTrial();
    expect(new Date(trial.ends_at).getTime()).toBeLessThan(Date.now());
    await signIn(TEACHER);
    const lesson = await lessonRead(trial.id);
    expect(lesson).toMatchObject({ type: 'trial', status: 'incomplete', can_teach: true });
    expect(lesson.trial_outcome).toEqual({ level: null, comment: '' });
    const schedule = ListLessonsResponse.parse(await listLessons(trial.course_id, { per_page: 100 })).data;
    expect(schedule[0]).toMatchObject({ id: trial.id, type: 'trial' });
  });

  it('cannot be completed without the recommended level; with it, it lands in the statistics', async () => {
    const trial = openTrial();
    await signIn(TEACHER);
    await expectError(completeLesson(trial.id, silent), 422, 'fields_empty');
    const saved = await updateLesson(trial.id, { trial_comment: 'Confident speakers; tenses need work.' });
    expect(saved.data.trial_outcome).toEqual({
      level: null,
      comment: 'Confident speakers; tenses need work.',
    });
    await updateLesson(trial.id, { trial_level: 'B2' });
    const done = await completeLesson(trial.id);
    expect(done.data).toMatchObject({
      status: 'completed',
      trial_outcome: { level: 'B2', comment: 'Confident speakers; tenses need work.' },
    });
    const course = courses.byId(trial.course_id);
    const records = ListStatisticsRecordsResponse.parse(await listStatisticsRecords({ per_page: 100 })).data;
    expect(records).toContainEqual(
      expect.objectContaining({
        category: 'company_trials',
        type: 'corporate',
        status: 'in_progress',
        description: `Trial lesson, ${course?.name} (${DEMO_COMPANY})`,
      }),
    );
  });

  it('shows the outcome to the company’s manager, not to the employees', async () => {
    const trial = openTrial();
    await signIn(TEACHER);
    await updateLesson(trial.id, { trial_level: 'B1', trial_comment: 'Most of the group is B1.' });
    await signIn('hr@demo.school');
    const read = await lessonRead(trial.id);
    expect(read).toMatchObject({ can_teach: false, trial_outcome: { level: 'B1' } });
    await expectError(updateLesson(trial.id, { trial_level: 'B2' }, silent), 403, 'forbidden');
    const employee = courses.byId(trial.course_id)?.student_ids[0] ?? 0;
    await signIn(employee);
    expect((await lessonRead(trial.id)).trial_outcome).toBeNull();
  });

  it('takes an outcome only on a trial lesson', async () => {
    await signIn(TEACHER);
    const group = companyGroups()[0];
    const plain = lessons.where((l) => l.course_id === group?.id && l.type === 'lesson')[0];
    await expectError(updateLesson(plain?.id ?? 0, { trial_level: 'B1' }, silent), 422, 'validation_failed');
  });
});
