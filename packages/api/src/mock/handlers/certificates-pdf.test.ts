// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { downloadCertificate } from '../../generated/certificates/certificates';
import { users } from '../db';
import { certificates } from '../db/certificates';
import { DEMO } from '../db/world/people';
import { simplePdf } from './certificates-pdf';
import { signIn, withMockSchool } from '../../testing/mock-school';
import { pdfLines, pdfText } from '../../testing/pdf-text';

withMockSchool();

describe('the certificate writer', () => {
  it('keeps Ukrainian and English letters, the apostrophe and digits, each line as written', async () => {
    const lines = ['Дар’я Ґалаґан-Їжакевич', 'Olena Koval, 92 %', 'Євгенія Іваненко (B2)'];
    const pdf = await simplePdf('Сертифікат / Certificate', lines);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(await pdfLines(pdf)).toEqual(['Сертифікат / Certificate', ...lines]);
  });
});

describe('a downloaded certificate', () => {
  it('carries a name written only in Cyrillic intact', async () => {
    const student = users.byId(DEMO.student())!;
    student.nameEn = null;
    users.save();
    const row = certificates.rows.find((c) => c.student_id === student.id && c.status === 'received')!;
    await signIn('student@demo.school');
    const lines = await pdfText(await downloadCertificate(row.id));
    expect(student.name).toMatch(/[А-ЯІЇЄҐ]/);
    expect(lines).toContain(student.name);
  });
});
