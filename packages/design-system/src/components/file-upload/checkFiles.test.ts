import { describe, expect, it } from 'vitest';
import { checkFiles, fileExtension, fileSizeParts, isAllowedType, isLargeFile, MEGABYTE } from './checkFiles';

const file = (name: string, size = 1000) => ({ name, size });
const accept = ['pdf', 'doc', 'docx', 'jpg', 'png', 'mp3', 'mp4'];

describe('fileExtension and isAllowedType', () => {
  it('reads the extension in lower case', () => {
    expect(fileExtension('Есе Олена Коваль.DOCX')).toBe('docx');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('name.')).toBe('');
  });

  it('allows the listed types, jpeg as jpg, and any type when none are listed', () => {
    expect(isAllowedType('photo.JPEG', accept)).toBe(true);
    expect(isAllowedType('homework.pdf', ['.PDF'])).toBe(true);
    expect(isAllowedType('setup.exe', accept)).toBe(false);
    expect(isAllowedType('no-extension', accept)).toBe(false);
    expect(isAllowedType('setup.exe', [])).toBe(true);
    expect(isAllowedType('setup.exe', undefined)).toBe(true);
  });
});

describe('checkFiles', () => {
  it('adds allowed files after the current ones', () => {
    const current = [file('essay.docx')];
    const result = checkFiles(current, [file('listening.mp3'), file('scan.png')], { accept });
    expect(result.files.map((f) => f.name)).toEqual(['essay.docx', 'listening.mp3', 'scan.png']);
    expect(result.refused).toEqual([]);
    expect(current).toHaveLength(1);
  });

  it('refuses a type that is not allowed', () => {
    const result = checkFiles([], [file('virus.exe'), file('notes.txt')], { accept });
    expect(result.files).toEqual([]);
    expect(result.refused.map((r) => r.reason)).toEqual(['type', 'type']);
  });

  it('takes a file above the recommended size and refuses one above the maximum (default 50 MB)', () => {
    const big = file('lesson.mp4', 20 * MEGABYTE);
    const huge = file('lecture.mp4', 50 * MEGABYTE + 1);
    const result = checkFiles([], [big, huge, file('limit.mp4', 50 * MEGABYTE)], { accept });
    expect(result.files).toEqual([big, file('limit.mp4', 50 * MEGABYTE)]);
    expect(result.refused).toEqual([{ file: huge, reason: 'tooLarge' }]);
    expect(isLargeFile(big)).toBe(true);
    expect(isLargeFile(file('small.pdf', 5 * MEGABYTE))).toBe(false);
  });

  it('uses a configured maximum and recommended size', () => {
    const result = checkFiles([], [file('a.pdf', 3 * MEGABYTE)], { maxSize: 2 * MEGABYTE });
    expect(result.refused[0]?.reason).toBe('tooLarge');
    expect(isLargeFile(file('a.pdf', 2 * MEGABYTE), { recommendedSize: MEGABYTE })).toBe(true);
  });

  it('keeps at most 10 files and refuses the rest as too many', () => {
    const current = Array.from({ length: 8 }, (_, i) => file(`page-${i}.png`));
    const added = Array.from({ length: 4 }, (_, i) => file(`extra-${i}.png`));
    const result = checkFiles(current, added, { accept });
    expect(result.files).toHaveLength(10);
    expect(result.refused.map((r) => [r.file.name, r.reason])).toEqual([
      ['extra-2.png', 'tooMany'],
      ['extra-3.png', 'tooMany'],
    ]);
  });

  it('does not let a refused file take a place', () => {
    const current = Array.from({ length: 9 }, (_, i) => file(`page-${i}.png`));
    const result = checkFiles(current, [file('bad.exe'), file('last.pdf')], { accept, maxFiles: 10 });
    expect(result.files.at(-1)?.name).toBe('last.pdf');
    expect(result.refused).toEqual([{ file: file('bad.exe'), reason: 'type' }]);
  });

  it('refuses the same file twice', () => {
    const result = checkFiles([file('essay.pdf', 10)], [file('essay.pdf', 10), file('essay.pdf', 11)]);
    expect(result.files).toHaveLength(2);
    expect(result.refused).toEqual([{ file: file('essay.pdf', 10), reason: 'duplicate' }]);
  });
});

describe('fileSizeParts', () => {
  it('picks the unit and rounds to a tenth', () => {
    expect(fileSizeParts(512)).toEqual({ value: 512, unit: 'b' });
    expect(fileSizeParts(1536)).toEqual({ value: 1.5, unit: 'kb' });
    expect(fileSizeParts(5 * MEGABYTE)).toEqual({ value: 5, unit: 'mb' });
    expect(fileSizeParts(4.26 * MEGABYTE)).toEqual({ value: 4.3, unit: 'mb' });
    expect(fileSizeParts(2 * 1024 * MEGABYTE)).toEqual({ value: 2, unit: 'gb' });
  });
});
