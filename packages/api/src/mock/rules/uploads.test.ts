import { describe, expect, it } from 'vitest';
import {
  MAX_FILES_PER_UPLOAD,
  MAX_FILE_BYTES,
  MAX_MEDIA_FILE_BYTES,
  MB,
  RECOMMENDED_FILE_BYTES,
  isFileTypeAllowed,
  sizeLimitOf,
  uploadProblem,
} from './uploads';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('upload limits (at most 10 per upload; recommended 5 MB; maximum 50 MB, another text says 70 MB)', () => {
  it('states the upload limits', () => {
    expect(MAX_FILES_PER_UPLOAD).toBe(10);
    expect(RECOMMENDED_FILE_BYTES).toBe(5 * MB);
    expect(MAX_FILE_BYTES).toBe(50 * MB);
    expect(MAX_MEDIA_FILE_BYTES).toBe(70 * MB);
  });

  it.each([
    ['worksheet.pdf', 'application/pdf', true],
    ['essay.DOCX', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', true],
    ['notes.txt', 'text/plain;charset=utf-8', true],
    ['photo.jpeg', 'image/jpeg', true],
    ['answer.m4a', 'audio/x-m4a', true],
    ['clip.mov', 'video/quicktime', true],
    ['archive.zip', 'application/x-zip-compressed', true],
    ['no-type.pptx', '', true],
    ['binary.xlsx', 'application/octet-stream', true],
    ['setup.exe', 'application/x-msdownload', false],
    ['script.js', '', false],
    ['no-extension', 'application/pdf', false],
    ['fake.pdf', 'image/png', false],
    ['page.html', 'text/html', false],
  ] as const)('type: %s (%s) accepted: %s', (name, mime, allowed) => {
    expect(isFileTypeAllowed(name, mime)).toBe(allowed);
  });

  it('gives audio and video 70 MB and everything else 50 MB', () => {
    expect(sizeLimitOf('lesson.mp4')).toBe(70 * MB);
    expect(sizeLimitOf('voice.mp3')).toBe(70 * MB);
    expect(sizeLimitOf('voice.wav')).toBe(70 * MB);
    expect(sizeLimitOf('book.pdf')).toBe(50 * MB);
    expect(sizeLimitOf('photos.zip')).toBe(50 * MB);
  });

  it.each([
    ['no file', [], { status: 422, code: 'validation_failed' }],
    ['10 files', Array.from({ length: 10 }, (_, i) => file(`${i}.pdf`)), null],
    [
      '11 files',
      Array.from({ length: 11 }, (_, i) => file(`${i}.pdf`)),
      { status: 422, code: 'too_many_files' },
    ],
    [
      'an .exe',
      [file('a.pdf'), file('b.exe')],
      { status: 422, code: 'file_type_not_allowed', file: 'b.exe' },
    ],
    ['a pdf of exactly 50 MB', [file('a.pdf', 50 * MB)], null],
    [
      'a pdf of 50 MB + 1 byte',
      [file('a.pdf', 50 * MB + 1)],
      { status: 413, code: 'file_too_large', file: 'a.pdf' },
    ],
    ['a video of 60 MB', [file('a.mp4', 60 * MB)], null],
    [
      'a video of 70 MB + 1 byte',
      [file('a.mp4', 70 * MB + 1)],
      { status: 413, code: 'file_too_large', file: 'a.mp4' },
    ],
  ] as const)('upload of %s', (_, files, problem) => {
    expect(uploadProblem(files)).toEqual(problem);
  });

  it('holds the files to the size limits it is given (the handler tests give small ones)', () => {
    const limits = { media: 70, other: 50 };
    expect(sizeLimitOf('a.mp4', limits)).toBe(70);
    expect(uploadProblem([file('a.pdf', 50)], limits)).toBeNull();
    expect(uploadProblem([file('a.pdf', 51)], limits)).toEqual({
      status: 413,
      code: 'file_too_large',
      file: 'a.pdf',
    });
    expect(uploadProblem([file('a.mp4', 70)], limits)).toBeNull();
  });
});
