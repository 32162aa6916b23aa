import type { Space } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import { type Area, areaOfRoutes, areaRules, canEnter, openToVisitors } from './areas';
import { landingFor } from './landing';

/** The route areas (docs/roles-and-spaces.md#route-areas): who may enter, and a sample of who may not. */
const table: [Area, Space[][], Space[][]][] = [
  ['corporateManager', [['corporate_hr']], [['corporate_student'], ['teacher'], []]],
  ['corporateStudent', [['corporate_student']], [['corporate_hr'], ['student']]],
  ['corporateTeacher', [['corporate_teacher']], [['teacher']]],
  ['parent', [['responsible_person'], ['student', 'responsible_person']], [['student']]],
  [
    'courses',
    [['responsible_person'], ['student'], ['no_space'], []],
    [['teacher'], ['corporate_hr'], ['tutor']],
  ],
  [
    'pretests',
    [['pretest'], ['student'], ['corporate_hr'], ['no_space']],
    [['teacher'], ['dos'], ['teacher', 'dos']],
  ],
  ['pretestIntro', [['pretest'], ['student']], [['corporate_student'], ['corporate_hr'], ['teacher']]],
  [
    'videoCourses',
    [
      [],
      ['no_space'],
      ['student'],
      ['responsible_person'],
      ['corporate_student'],
      ['corporate_hr'],
      ['student_teacher_training'],
    ],
    [['teacher'], ['tutor'], ['corporate_teacher'], ['pretest']],
  ],
  ['handbook', [['teacher'], ['tutor'], ['corporate_teacher']], [['student'], ['dos']]],
  ['calendar', [['teacher'], ['tutor'], ['corporate_teacher']], [['student'], ['corporate_hr'], []]],
  [
    'teaching',
    [['teacher'], ['corporate_teacher'], ['teacher', 'dos']],
    [['tutor'], ['student'], ['corporate_hr'], ['dos'], []],
  ],
  ['partners', [['student'], ['teacher'], ['pretest']], [['no_space'], []]],
  ['teacherTraining', [['student_teacher_training']], [['teacher'], ['student']]],
  ['dos', [['teacher', 'dos']], [['teacher'], ['dos']]],
];

describe('the route areas and who may enter them', () => {
  describe.each(table)('%s', (area, allowed, refused) => {
    it.each(allowed)('lets %j in', (...spaces) => expect(canEnter(area, spaces)).toBe(true));
    if (refused.length)
      it.each(refused)('turns %j away', (...spaces) => expect(canEnter(area, spaces)).toBe(false));
  });
});

describe('the areas open to visitors who have not signed in', () => {
  it('is the course catalogue alone', () =>
    expect(Object.keys(areaRules).filter((area) => openToVisitors(area as Area))).toEqual(['courses']));

  it('is found from the handle of the deepest route that names an area', () => {
    expect(areaOfRoutes([undefined, { area: 'courses' }, undefined])).toBe('courses');
    expect(areaOfRoutes([{ area: 'student' }, { area: 'courses' }])).toBe('courses');
    expect(areaOfRoutes([{ area: 'courses' }, { area: 'student' }])).toBe('student');
    expect(areaOfRoutes([undefined, { area: 'nowhere' }, { title: 'x' }])).toBeUndefined();
  });
});

describe('the landing after sign-in', () => {
  it('sends a fresh registration to /login/success', () =>
    expect(landingFor(['teacher'], true)).toBe('/login/success'));
  it('sends a teacher to the calendar', () =>
    expect(landingFor(['teacher', 'dos'], false)).toBe('/teacher/calendar'));
  it('sends everyone else to the profile', () => expect(landingFor(['student'], false)).toBe('/profile'));
});
