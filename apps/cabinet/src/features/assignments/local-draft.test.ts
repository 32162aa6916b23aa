import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, sameContent, startingPoint, writeDraft } from './local-draft';

const key = { userId: 7, assignmentId: 12, studentId: 7 };
const file = (id: number) => ({
  id,
  name: `f${id}.pdf`,
  size: 10,
  mime_type: 'application/pdf',
  url: 'https://x/f',
});

beforeEach(() => localStorage.clear());

describe('the answer kept on the device', () => {
  it('is keyed by the user, the assignment and the student, never by the session', () => {
    expect(draftKey(key)).toBe('assignmentDraft:7:12:7');
    expect(draftKey({ ...key, studentId: 9 })).not.toBe(draftKey(key));
    expect(draftKey({ ...key, userId: 8 })).not.toBe(draftKey(key));
  });

  it('keeps a course task’s answer apart from a homework task with the same ids', () => {
    expect(draftKey({ ...key, scope: 'courseTask' })).toBe('assignmentDraft:courseTask:7:12:7');
    writeDraft({ ...key, scope: 'courseTask' }, { text: 'Observation', files: [] });
    expect(readDraft(key)).toBeNull();
  });

  it('starts a form from the device’s version when it differs from the school’s', () => {
    const school = { text: 'Saved', files: [] };
    expect(startingPoint(key, school)).toEqual({ values: school, local: null });
    writeDraft(key, { text: 'Saved', files: [] });
    expect(startingPoint(key, school).local).toBeNull();
    writeDraft(
      key,
      { text: 'Typed since', files: [file(2)] },
      localStorage,
      new Date('2026-11-21T10:00:00Z'),
    );
    expect(startingPoint(key, school)).toEqual({
      values: { text: 'Typed since', files: [file(2)] },
      local: { text: 'Typed since', files: [file(2)], savedAt: '2026-11-21T10:00:00.000Z' },
    });
  });

  it('keeps the text and the uploaded files until cleared', () => {
    writeDraft(key, { text: 'My weekend', files: [file(3)] }, localStorage, new Date('2026-11-21T10:00:00Z'));
    expect(readDraft(key)).toEqual({
      text: 'My weekend',
      files: [file(3)],
      savedAt: '2026-11-21T10:00:00.000Z',
    });
    expect(readDraft({ ...key, assignmentId: 13 })).toBeNull();
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('survives a logout: the session token is not part of it', () => {
    localStorage.setItem('token', 'a');
    writeDraft(key, { text: 'Draft', files: [] });
    localStorage.removeItem('token');
    expect(readDraft(key)?.text).toBe('Draft');
  });

  it('reads nothing from a damaged entry, and drops files that are not file records', () => {
    localStorage.setItem(draftKey(key), '{not json');
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(draftKey(key), JSON.stringify({ text: 'a', files: [file(1), { id: 'x' }] }));
    expect(readDraft(key)?.files).toEqual([file(1)]);
  });

  it('compares text and files in order', () => {
    expect(sameContent({ text: 'a', files: [file(1)] }, { text: 'a', files: [file(1)] })).toBe(true);
    expect(sameContent({ text: 'a', files: [file(1)] }, { text: 'a ', files: [file(1)] })).toBe(false);
    expect(
      sameContent({ text: 'a', files: [file(1), file(2)] }, { text: 'a', files: [file(2), file(1)] }),
    ).toBe(false);
    expect(sameContent({ text: 'a', files: [] }, { text: 'a', files: [file(1)] })).toBe(false);
  });
});
