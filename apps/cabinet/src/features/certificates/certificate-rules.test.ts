import type { Certificate } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import {
  canDownload,
  certificateFileName,
  certificateNote,
  certificateParams,
  certificateTitle,
  noCertificateReason,
} from './certificate-rules';
import { nameIn } from '../../shared/in-language';

const certificate = (change: Partial<Certificate> = {}): Certificate => ({
  id: 1,
  type: 'attendance',
  status: 'received',
  reason: null,
  course: {
    id: 2,
    name: 'SPK-B2-02',
    kind: 'group',
    program_name: 'Розмовний інтенсив',
    program_name_en: 'Speaking intensive',
  },
  student: { id: 1, name: 'Олена Коваль', name_en: 'Olena Koval' },
  attendance_percent: 92,
  final_grade: 'B',
  issued_at: '2026-11-01T19:30:00.000+02:00',
  comment: null,
  ...change,
});

describe('certificate rules', () => {
  it('names the course by its program in the interface language', () => {
    expect(certificateTitle(certificate(), 'uk')).toBe('Розмовний інтенсив');
    expect(certificateTitle(certificate(), 'en')).toBe('Speaking intensive');
  });

  it('falls back to the course code when the program has no name', () => {
    const nameless = certificate({
      course: { ...certificate().course, program_name: '', program_name_en: '' },
    });
    expect(certificateTitle(nameless, 'en')).toBe('SPK-B2-02');
  });

  it('names a person in English when there is an English name', () => {
    expect(nameIn({ id: 1, name: 'Олена Коваль', name_en: 'Olena Koval' }, 'en')).toBe('Olena Koval');
    expect(nameIn({ id: 1, name: 'Олена Коваль', name_en: null }, 'en')).toBe('Олена Коваль');
    expect(nameIn({ id: 1, name: 'Олена Коваль', name_en: 'Olena Koval' }, 'uk')).toBe('Олена Коваль');
  });

  it('downloads only a received certificate', () => {
    expect(canDownload(certificate())).toBe(true);
    expect(canDownload(certificate({ status: 'waiting' }))).toBe(false);
    expect(canDownload(certificate({ status: 'no_certificate', type: 'no_certificate' }))).toBe(false);
  });

  it('explains a certificate not issued for insufficient attendance', () => {
    expect(
      certificateNote(
        certificate({ status: 'no_certificate', type: 'no_certificate', reason: 'insufficient_attendance' }),
      ),
    ).toEqual({ kind: 'not_issued', reason: 'insufficient_attendance', comment: null });
  });

  it("explains the teacher's decision with the teacher's comment, trimmed", () => {
    expect(
      certificateNote(
        certificate({
          status: 'no_certificate',
          type: 'no_certificate',
          reason: 'teacher_decision',
          comment: '  Missed the final test.  ',
        }),
      ),
    ).toEqual({ kind: 'not_issued', reason: 'teacher_decision', comment: 'Missed the final test.' });
  });

  it("takes a missing reason for the teacher's decision and an empty comment for none", () => {
    expect(certificateNote(certificate({ status: 'no_certificate', reason: null, comment: '   ' }))).toEqual({
      kind: 'not_issued',
      reason: 'teacher_decision',
      comment: null,
    });
  });

  it('says a certificate waits for the teacher, and nothing more once received', () => {
    expect(certificateNote(certificate({ status: 'waiting', issued_at: null }))).toEqual({ kind: 'waiting' });
    expect(certificateNote(certificate())).toEqual({ kind: 'none' });
  });

  it('saves the file under the course code', () => {
    expect(certificateFileName(certificate())).toBe('certificate-SPK-B2-02.pdf');
    const odd = certificate({ course: { ...certificate().course, name: ' IND / KIDS A2 ' } });
    expect(certificateFileName(odd)).toBe('certificate-IND-KIDS-A2.pdf');
    const empty = certificate({ course: { ...certificate().course, name: 'Ґ' } });
    expect(certificateFileName(empty)).toBe('certificate-2.pdf');
  });

  it('tells why a course has no certificate yet from its status', () => {
    expect(noCertificateReason('waiting_for_start')).toBe('not_started');
    expect(noCertificateReason('in_progress')).toBe('in_progress');
    expect(noCertificateReason('finished')).toBe('waiting');
  });

  it('asks for a child or a course only when given, so the whole list has one query key', () => {
    expect(certificateParams()).toBeUndefined();
    expect(certificateParams(14)).toEqual({ student_id: 14 });
    expect(certificateParams(undefined, 33)).toEqual({ course_id: 33 });
    expect(certificateParams(14, 33)).toEqual({ student_id: 14, course_id: 33 });
  });
});
