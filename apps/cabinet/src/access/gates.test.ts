import type { Space } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import { type Gate, gateOfRoutes, gateRules, canEnter, openToVisitors } from './gates';
import { landingFor } from './landing';

/** The gates (docs/roles-and-spaces.md#route-areas): who may enter, and a sample of who may not. */
const table: [Gate, Space[][], Space[][]][] = [
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
    'placementTests',
    [['pretest'], ['student'], ['corporate_hr'], ['no_space']],
    [['teacher'], ['dos'], ['teacher', 'dos']],
  ],
  ['placementTestIntro', [['pretest'], ['student']], [['corporate_student'], ['corporate_hr'], ['teacher']]],
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

describe('the gates and who may pass them', () => {
  describe.each(table)('%s', (gate, allowed, refused) => {
    it.each(allowed)('lets %j in', (...spaces) => expect(canEnter(gate, spaces)).toBe(true));
    if (refused.length)
      it.each(refused)('turns %j away', (...spaces) => expect(canEnter(gate, spaces)).toBe(false));
  });
});

describe('the gates open to visitors who have not signed in', () => {
  it('is the course catalogue alone', () =>
    expect(Object.keys(gateRules).filter((gate) => openToVisitors(gate as Gate))).toEqual(['courses']));

  it('is found from the handle of the deepest route that names a gate', () => {
    expect(gateOfRoutes([undefined, { gate: 'courses' }, undefined])).toBe('courses');
    expect(gateOfRoutes([{ gate: 'student' }, { gate: 'courses' }])).toBe('courses');
    expect(gateOfRoutes([{ gate: 'courses' }, { gate: 'student' }])).toBe('student');
    expect(gateOfRoutes([undefined, { gate: 'nowhere' }, { title: 'x' }])).toBeUndefined();
  });
});

describe('the landing after sign-in', () => {
  it('sends a fresh registration to /login/success', () =>
    expect(landingFor(['teacher'], true)).toBe('/login/success'));
  it('sends a teacher to the calendar', () =>
    expect(landingFor(['teacher', 'dos'], false)).toBe('/teacher/calendar'));
  it('sends everyone else to the profile', () => expect(landingFor(['student'], false)).toBe('/profile'));
});
