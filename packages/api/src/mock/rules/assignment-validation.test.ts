import { describe, expect, it } from 'vitest';
import { assignmentFieldError, isValidVideoLink } from './assignment-validation';

const code = (...args: Parameters<typeof assignmentFieldError>) =>
  assignmentFieldError(...args)?.code ?? null;

describe('assignment fields: a task title, a test description and score required, a valid video link', () => {
  it('a task needs a title ("Add title")', () => {
    expect(code('task', { module_id: 1 }, true)).toBe('title_required');
    expect(code('task', { title: '   ' }, true)).toBe('title_required');
    expect(assignmentFieldError('task', { title: '' }, true)?.message).toBe('Add title');
    expect(code('task', { title: 'Essay' }, true)).toBeNull();
  });

  it('an edit checks only the fields it sends', () => {
    expect(code('task', { description: 'New text' }, false)).toBeNull();
    expect(code('task', { title: '' }, false)).toBe('title_required');
    expect(code('test', { deadline: null }, false)).toBeNull();
    expect(code('test', { max_score: null }, false)).toBe('score_required');
  });

  it('a test needs a description ("Test description is required") and a score ("Score is required")', () => {
    expect(code('test', { max_score: 20 }, true)).toBe('test_description_required');
    expect(code('test', { description: 'Module test' }, true)).toBe('score_required');
    expect(code('test', { description: 'Module test', max_score: 0 }, true)).toBe('score_required');
    expect(code('test', { description: 'Module test', max_score: 2.5 }, true)).toBe('score_required');
    expect(code('test', { description: 'Module test', max_score: 20 }, true)).toBeNull();
  });

  it('a video link must be an absolute http(s) address: YouTube, Vimeo, Google Drive or any site', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://drive.google.com/file/d/1abc/view',
      'http://school.example.org/video.mp4',
    ]) {
      expect(isValidVideoLink(link)).toBe(true);
    }
    for (const link of [
      'youtube.com/watch?v=1',
      'ftp://files.example.org/a.mp4',
      'https://localhost',
      'https://you tube.com',
      'not a link',
    ]) {
      expect(isValidVideoLink(link)).toBe(false);
    }
    expect(code('task', { title: 'Watch', video_link: 'www.youtube' }, true)).toBe('video_link_invalid');
    expect(code('task', { title: 'Watch', video_link: null }, true)).toBeNull();
  });
});
