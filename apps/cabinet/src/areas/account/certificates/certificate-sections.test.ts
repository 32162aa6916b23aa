import { describe, expect, it } from 'vitest';
import { certificateSection } from './certificate-sections';

describe('the certificates page by spaces', () => {
  it.each([
    [['student'], 'own'],
    [['responsible_person'], 'children'],
    [['student', 'responsible_person'], 'own'],
    [['teacher'], 'taught'],
    [['teacher', 'dos'], 'taught'],
    [['corporate_student'], 'none'],
    [['corporate_hr'], 'none'],
    [['student_teacher_training'], 'none'],
    [['no_space'], 'none'],
  ] as const)('%j reads %s', (spaces, section) => {
    expect(certificateSection(spaces)).toBe(section);
  });
});
