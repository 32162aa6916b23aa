import { describe, expect, it } from 'vitest';
import { listCataloguePrograms } from '../../generated/catalogue/catalogue';
import { getCourse, listCourses } from '../../generated/courses/courses';
import { getLesson, listLessons, publishLesson, updateLesson } from '../../generated/lessons/lessons';
import { GetCourseResponse, ListCoursesResponse } from '../../generated/zod/courses/courses';
import { courses } from '../db/courses';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const TUTOR = 'tutor@demo.school';
const TRAINEE = 'trainee@demo.school';
type Query = Parameters<typeof listCourses>[0];
const list = async (query: Query) =>
  ListCoursesResponse.parse(await listCourses({ per_page: 100, ...query })).data;

describe('teacher-training groups', () => {
  it('gives the tutor their TKT and TYLT groups, each in its own list', async () => {
    await signIn(TUTOR);
    const tkt = await list({ training: 'tkt' });
    const tylt = await list({ training: 'tylt' });
    expect(tkt.map((c) => c.status)).toEqual(['in_progress', 'finished']);
    expect(tylt.map((c) => c.status)).toEqual(['in_progress', 'waiting_for_start']);
    for (const course of [...tkt, ...tylt]) {
      expect(course.teacher.id).toBe(DEMO.tutor());
      expect(course.kind).toBe('group');
    }
    expect(tkt.every((c) => c.training === 'tkt')).toBe(true);
    expect(tylt.every((c) => c.training === 'tylt')).toBe(true);
    // Without a course named, a tutor has no school courses to list.
    await expectError(listCourses({}, silent), 403, 'forbidden');
  });

  it('gives the trainee the groups they learn in, with the useful links', async () => {
    await signIn(TRAINEE);
    const tkt = await list({ training: 'tkt' });
    const tylt = await list({ training: 'tylt' });
    expect(tkt.map((c) => c.status)).toEqual(['in_progress']);
    expect(tylt.map((c) => c.status)).toEqual(['in_progress', 'waiting_for_start']);
    const course = GetCourseResponse.parse(await getCourse(tkt[0]?.id ?? 0)).data;
    expect(course.training).toBe('tkt');
    expect(course.useful_links.length).toBeGreaterThan(0);
    expect(course.useful_links[0]?.url).toMatch(/^https:\/\//);
  });

  it('stays out of the school’s lists, the catalogue and other people’s reach', async () => {
    await signIn('teacher@demo.school');
    expect((await list({})).every((c) => c.training === null)).toBe(true);
    await signIn('student@demo.school');
    const own = await list({});
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((c) => c.training === null)).toBe(true);
    const programs = (await listCataloguePrograms({})).data.map((p) => p.name_en);
    expect(programs.length).toBeGreaterThan(0);
    expect(programs.some((name) => /TKT|TYLT/.test(name))).toBe(false);
    const training = courses.where((c) => c.training !== null);
    const notTheirs = training.find((c) => c.teacher_id !== DEMO.tutor());
    expect(notTheirs).toBeDefined();
    await expectError(getCourse(notTheirs?.id ?? 0, {}, silent), 404, 'not_found');
    // The demo tutor substitutes in the other tutor's groups, so a school teacher tries instead.
    await signIn('teacher@demo.school');
    await expectError(getCourse(notTheirs?.id ?? 0, {}, silent), 404, 'not_found');
  });

  it('lets the tutor fill in a lesson and the trainee read it, not change it', async () => {
    await signIn(TUTOR);
    const [group] = await list({ training: 'tkt', status: 'in_progress' });
    const lessons = (await listLessons(group?.id ?? 0, { per_page: 100 })).data;
    const lesson = lessons[0];
    const saved = await updateLesson(lesson?.id ?? 0, { notes: 'Observation checklist next time.' });
    expect(saved.data.notes).toBe('Observation checklist next time.');
    await signIn(TRAINEE);
    const read = await getLesson(lesson?.id ?? 0);
    expect(read.data).toMatchObject({ notes: null, can_teach: false });
    await expectError(updateLesson(lesson?.id ?? 0, { notes: 'mine' }, silent), 403, 'forbidden');
  });
});

describe('publishing a TYLT lesson to the trainees', () => {
  const tylt = (status: 'in_progress' | 'waiting_for_start') =>
    list({ training: 'tylt', status }).then((rows) => rows[0]?.id ?? 0);

  it('shows its materials to the trainees only once the tutor publishes it', async () => {
    await signIn(TUTOR);
    const group = await tylt('in_progress');
    const schedule = (await listLessons(group, { per_page: 100 })).data;
    expect(schedule.some((l) => l.published === true)).toBe(true);
    const unpublished = schedule.find((l) => l.published === false);
    expect(unpublished).toBeDefined();
    const id = unpublished?.id ?? 0;
    await updateLesson(id, { classwork: 'Storytelling with puppets.' });
    await signIn(TRAINEE);
    expect((await getLesson(id)).data).toMatchObject({ published: false, classwork: '', files: [] });
    await expectError(publishLesson(id, silent), 403, 'forbidden');
    await signIn(TUTOR);
    expect((await publishLesson(id)).data.published).toBe(true);
    await signIn(TRAINEE);
    expect((await getLesson(id)).data).toMatchObject({
      published: true,
      classwork: 'Storytelling with puppets.',
    });
  });

  it('is unavailable while the group has not started, and for any other course', async () => {
    await signIn(TUTOR);
    const waiting = await tylt('waiting_for_start');
    const first = (await listLessons(waiting, { per_page: 1 })).data[0];
    await expectError(publishLesson(first?.id ?? 0, silent), 409, 'group_not_started');
    const [tkt] = await list({ training: 'tkt', status: 'in_progress' });
    const lesson = (await listLessons(tkt?.id ?? 0, { per_page: 1 })).data[0];
    expect(lesson?.published).toBeNull();
    await expectError(publishLesson(lesson?.id ?? 0, silent), 409, 'transition_not_allowed');
  });
});
