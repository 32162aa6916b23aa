import { describe, expect, it } from 'vitest';
import { createBody, fromLocalInput, initialValues, toLocalInput, updateBody } from './form-values';

describe('form values ↔ the contract’s bodies', () => {
  it('sends a task’s title trimmed, its files, individual files and no empty video link', () => {
    const values = {
      ...initialValues(),
      title: '  Есе ',
      files: [{ id: 3, name: 'a.pdf', size: 1, mime_type: 'application/pdf', url: 'https://x.org/a' }],
      studentFiles: {
        '7': [{ id: 4, name: 'b.pdf', size: 1, mime_type: 'application/pdf', url: 'https://x.org/b' }],
        '8': [],
      },
    };
    expect(createBody('task', 2, values)).toMatchObject({
      kind: 'task',
      module_id: 2,
      title: 'Есе',
      file_ids: [3],
      student_files: [{ student_id: 7, file_ids: [4] }],
      video_link: null,
      deadline: null,
    });
  });

  it('sends a test’s settings and score as a number; editing leaves type and platform alone', () => {
    const values = {
      ...initialValues(),
      description: 'Тест',
      max_score: '20',
      platform: 'on' as const,
      test_type: 'final_test' as const,
    };
    expect(createBody('test', 1, values)).toMatchObject({
      kind: 'test',
      test_type: 'final_test',
      platform: 'on',
      max_score: 20,
      retake_allowed: false,
      personal_version: false,
    });
    const update = updateBody('test', values);
    expect(update).toMatchObject({ max_score: 20, description: 'Тест' });
    expect(update).not.toHaveProperty('platform');
    expect(update).not.toHaveProperty('test_type');
  });

  it('reads a deadline back as it was written', () => {
    const iso = fromLocalInput('2026-12-01T18:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-12-01T18:30');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-30T18:30')).toBeNull();
  });

  it('reads the deadline in the viewer’s zone, not the machine’s', () => {
    expect(fromLocalInput('2026-12-01T18:30', 'America/New_York')).toBe('2026-12-01T23:30:00.000Z');
    expect(toLocalInput('2026-12-01T23:30:00.000Z', 'Europe/Kyiv')).toBe('2026-12-02T01:30');
  });
});
