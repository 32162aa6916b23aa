import { describe, expect, it } from 'vitest';
import { mayUseVideoCourses, videoAccessReason } from './video-access';

describe('who may use video courses', () => {
  it.each([
    [['no_space'], true],
    [[], true],
    [['student'], true],
    [['responsible_person'], true],
    [['corporate_student'], true],
    [['corporate_hr'], true],
    [['student_teacher_training'], true],
    [['teacher', 'student_teacher_training'], true],
    [['teacher'], false],
    [['tutor'], false],
    [['dos', 'teacher'], false],
    [['corporate_teacher'], false],
    [['pretest'], false],
  ] as const)('%j → %s', (spaces, allowed) => {
    expect(mayUseVideoCourses(spaces)).toBe(allowed);
  });
});

describe('who may watch a course', () => {
  const none = { subscribed: false, studyingAtSchool: false };

  it('a free course is open to everyone let in', () => {
    expect(videoAccessReason({ access: 'free', ...none })).toBe('free');
  });

  it('a subscription-only course needs an active or paid-to-date subscription', () => {
    expect(videoAccessReason({ access: 'subscription', ...none })).toBe('none');
    expect(videoAccessReason({ access: 'subscription', ...none, subscribed: true })).toBe('subscription');
  });

  it('the school’s students watch during their course', () => {
    expect(videoAccessReason({ access: 'subscription', ...none, studyingAtSchool: true })).toBe(
      'school_student',
    );
  });
});
