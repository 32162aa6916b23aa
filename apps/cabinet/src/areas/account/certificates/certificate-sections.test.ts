import { describe, expect, it } from 'vitest';
import { readsByChild } from './certificate-sections';

describe('the certificates page reads children apart', () => {
  it.each([
    [['responsible_person'], true],
    [['student', 'responsible_person'], true],
    [['student'], false],
    [['teacher'], false],
    [['teacher', 'responsible_person'], false],
    [['corporate_hr', 'responsible_person'], false],
    [['corporate_student'], false],
    [['student_teacher_training'], false],
    [['no_space'], false],
  ] as const)('%j: %s', (spaces, byChild) => {
    expect(readsByChild(spaces)).toBe(byChild);
  });
});
