import { describe, expect, it } from 'vitest';
import {
  attendancePercent,
  attendanceToOneDecimal,
  canIssueCertificates,
  eligibleCertificate,
  issuedStatus,
  teacherChange,
} from './certificates';

describe('certificate eligibility', () => {
  it.each(['A', 'B', 'C'] as const)('above 60 %% with %s gives the attendance certificate', (grade) => {
    expect(eligibleCertificate(61, grade)).toEqual({ type: 'attendance', reason: null });
  });

  it('"below 60% or D or F gives a lesser or no certificate": D, F or no final test → completion', () => {
    expect(eligibleCertificate(95, 'D')).toEqual({ type: 'completion', reason: null });
    expect(eligibleCertificate(95, 'F')).toEqual({ type: 'completion', reason: null });
    expect(eligibleCertificate(95, null)).toEqual({ type: 'completion', reason: null });
  });

  it('"above 60%" is strict: 60 % or less is no certificate for insufficient attendance', () => {
    expect(eligibleCertificate(60, 'A')).toEqual({
      type: 'no_certificate',
      reason: 'insufficient_attendance',
    });
    expect(eligibleCertificate(60.5, 'A')).toEqual({ type: 'attendance', reason: null });
    expect(eligibleCertificate(40, null)).toEqual({
      type: 'no_certificate',
      reason: 'insufficient_attendance',
    });
  });

  it('counts attendance over the lessons with the student marked only', () => {
    const lessons: { attendance: Record<string, boolean> }[] = [
      { attendance: { '1': true, '2': false } },
      { attendance: { '1': false } },
      { attendance: {} },
      { attendance: { '1': true } },
    ];
    expect(attendancePercent(lessons, 1)).toBeCloseTo(66.67, 1);
    expect(attendancePercent(lessons, 2)).toBe(0);
    expect(attendancePercent(lessons, 3)).toBe(0);
  });

  it('gives attendance to one decimal, on the same side of 60 % as the exact attendance', () => {
    expect(attendanceToOneDecimal((302 / 500) * 100)).toBe(60.4);
    expect(attendanceToOneDecimal((298 / 500) * 100)).toBe(59.6);
    expect(attendanceToOneDecimal((2 / 3) * 100)).toBe(66.7);
    expect(attendanceToOneDecimal(60)).toBe(60);
    expect(attendanceToOneDecimal(60.04)).toBe(60.1);
    expect(attendanceToOneDecimal(59.96)).toBe(60);
    expect(eligibleCertificate(attendanceToOneDecimal(60.04), 'A').type).toBe('attendance');
  });

  it('issues certificates only once the last lesson is marked completed', () => {
    expect(canIssueCertificates({ completed: true })).toBe(true);
    expect(canIssueCertificates({ completed: false })).toBe(false);
    expect(canIssueCertificates(undefined)).toBe(false);
  });

  it('issues received certificates, or no certificate', () => {
    expect(issuedStatus('attendance')).toBe('received');
    expect(issuedStatus('completion')).toBe('received');
    expect(issuedStatus('no_certificate')).toBe('no_certificate');
  });
});

describe('the teacher changes a certificate ("The tutor may change the recommended type")', () => {
  it('sets no certificate by teacher decision, on an issued or a waiting certificate', () => {
    expect(teacherChange({ status: 'received' }, { type: 'no_certificate' })).toEqual({
      type: 'no_certificate',
      status: 'no_certificate',
      reason: 'teacher_decision',
    });
    expect(
      teacherChange({ status: 'waiting' }, { type: 'no_certificate', reason: 'teacher_decision' }),
    ).toEqual({
      type: 'no_certificate',
      status: 'waiting',
      reason: 'teacher_decision',
    });
  });

  it('changes the recommended type, which is issued at once when already issued', () => {
    expect(teacherChange({ status: 'no_certificate' }, { type: 'completion' })).toEqual({
      type: 'completion',
      status: 'received',
      reason: null,
    });
    expect(teacherChange({ status: 'waiting' }, { type: 'attendance', reason: null })).toEqual({
      type: 'attendance',
      status: 'waiting',
      reason: null,
    });
  });

  it('refuses a reason that does not fit: insufficient attendance is not the teacher’s to give', () => {
    expect(
      teacherChange({ status: 'received' }, { type: 'no_certificate', reason: 'insufficient_attendance' }),
    ).toBeNull();
    expect(
      teacherChange({ status: 'received' }, { type: 'completion', reason: 'teacher_decision' }),
    ).toBeNull();
  });
});
