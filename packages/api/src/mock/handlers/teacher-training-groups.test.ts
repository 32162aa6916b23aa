import { describe, expect, it } from 'vitest';
import { listCataloguePrograms } from '../../generated/catalogue/catalogue';
import { getCourse, listCourses } from '../../generated/courses/courses';
import { getLesson, listLessons, updateLesson } from '../../generated/lessons/lessons';
import { GetCourseResponse, ListCoursesResponse } from '../../generated/zod/courses/courses';
import { courses } from '../db/courses';
import { DEMO } from '../db/world/people';
import { expectError, signIn, silent, withMockSchool } from './mock-school-testing';

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
    await signIn(TUTOR);
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
