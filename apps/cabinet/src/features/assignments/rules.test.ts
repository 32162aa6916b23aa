import { schoolAndViewerMoment } from '../../shared/school-time';
import type { Assignment, CourseModule } from '@cabinet/api/model';
import { describe, expect, it } from 'vitest';
import { groupByModule, kindOf } from './group-by-module';
import { MIN_WORDS, hasEnoughForReview } from './submit-rules';
import { MAX_FILE_BYTES, MAX_MEDIA_FILE_BYTES, sizeLimitOf, splitBySize } from './upload-rules';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('submitting for review (contract MIN_WORDS = 20)', () => {
  it('needs 20 words, or a file', () => {
    expect(MIN_WORDS).toBe(20);
    expect(hasEnoughForReview(words(19), 0)).toBe(false);
    expect(hasEnoughForReview(words(20), 0)).toBe(true);
    expect(hasEnoughForReview('', 1)).toBe(true);
  });

  it('counts Ukrainian words with apostrophes as one', () => {
    expect(hasEnoughForReview(Array.from({ length: 20 }, () => 'п’ятниця').join(' '), 0)).toBe(true);
    expect(hasEnoughForReview(Array.from({ length: 19 }, () => 'п’ятниця').join(' ') + ' —', 0)).toBe(false);
  });
});

describe('upload sizes (50 MB, 70 MB for audio and video)', () => {
  const MB = 1024 * 1024;
  it('gives audio and video the larger limit', () => {
    expect(sizeLimitOf('essay.PDF')).toBe(MAX_FILE_BYTES);
    expect(sizeLimitOf('talk.mp3')).toBe(MAX_MEDIA_FILE_BYTES);
    expect(sizeLimitOf('clip.mov')).toBe(MAX_MEDIA_FILE_BYTES);
  });

  it('refuses only the files over their own limit', () => {
    const files = [
      { name: 'a.pdf', size: 50 * MB },
      { name: 'b.pdf', size: 50 * MB + 1 },
      { name: 'c.mp4', size: 60 * MB },
      { name: 'd.mp4', size: 70 * MB + 1 },
    ];
    const { fitting, tooLarge } = splitBySize(files);
    expect(fitting.map((f) => f.name)).toEqual(['a.pdf', 'c.mp4']);
    expect(tooLarge.map((f) => f.name)).toEqual(['b.pdf', 'd.mp4']);
  });
});

describe('times in the school zone and the viewer’s', () => {
  it('adds the viewer’s time only when it reads differently', () => {
    const iso = '2026-11-25T23:59:00.000+02:00';
    expect(schoolAndViewerMoment(iso, 'en', 'Europe/Kyiv')).toEqual({
      school: '25 November 2026, 23:59',
      viewer: null,
    });
    expect(schoolAndViewerMoment(iso, 'uk', 'Europe/London')).toEqual({
      school: '25 листопада 2026, 23:59',
      viewer: '25 листопада 2026, 21:59',
    });
  });
});

describe('the list grouped by module', () => {
  const a = (id: number, module_id: number, kind: 'task' | 'test') => ({ id, module_id, kind }) as Assignment;
  const modules: CourseModule[] = [
    { id: 1, number: 1, name: 'Модуль 1', name_en: 'Module 1' },
    { id: 2, number: 2, name: 'Модуль 2', name_en: 'Module 2' },
  ];
  const list = [a(1, 1, 'task'), a(2, 1, 'test'), a(3, 2, 'task'), a(4, 2, 'test')];

  it('keeps the order of the list and names each module', () => {
    const groups = groupByModule(list, modules);
    expect(groups.map((g) => [g.module?.name_en, g.assignments.map((x) => x.id)])).toEqual([
      ['Module 1', [1, 2]],
      ['Module 2', [3, 4]],
    ]);
  });

  it('filters by kind, read from the address', () => {
    expect(
      groupByModule(list, modules, kindOf(new URLSearchParams('kind=test'))).flatMap((g) =>
        g.assignments.map((x) => x.id),
      ),
    ).toEqual([2, 4]);
    expect(kindOf(new URLSearchParams('kind=other'))).toBeNull();
  });
});
