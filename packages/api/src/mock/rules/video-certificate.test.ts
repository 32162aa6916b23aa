import { describe, expect, it } from 'vitest';
import {
  VIDEO_PASS_PERCENT,
  videoCourseFinished,
  videoCourseResult,
  videoProgressPercent,
} from './video-certificate';

describe('the video course certificate', () => {
  it('passes at 60 %', () => {
    expect(VIDEO_PASS_PERCENT).toBe(60);
  });

  it('is Review under 60 % of right answers and Pass at 60 % or more', () => {
    expect(videoCourseResult({ finished: true, correct: 5, total: 10 })).toEqual({
      result: 'review',
      percent: 50,
    });
    expect(videoCourseResult({ finished: true, correct: 6, total: 10 })).toEqual({
      result: 'pass',
      percent: 60,
    });
    expect(videoCourseResult({ finished: true, correct: 3, total: 5 })).toEqual({
      result: 'pass',
      percent: 60,
    });
    expect(videoCourseResult({ finished: true, correct: 10, total: 10 }).result).toBe('pass');
  });

  it('reads just under 60 % as Review and never shows it as 60 %', () => {
    expect(videoCourseResult({ finished: true, correct: 599, total: 1000 })).toEqual({
      result: 'review',
      percent: 59,
    });
  });

  it('is in progress, never failed, while the course is not finished', () => {
    expect(videoCourseResult({ finished: false, correct: 0, total: 10 })).toEqual({
      result: 'in_progress',
      percent: null,
    });
    expect(videoCourseResult({ finished: false, correct: 10, total: 10 }).result).toBe('in_progress');
  });
});

describe('finishing a course and its progress', () => {
  it('is finished once every video is watched and every task answered', () => {
    expect(videoCourseFinished({ watched: 3, videos: 3, answered: 3, tasks: 3 })).toBe(true);
    expect(videoCourseFinished({ watched: 3, videos: 3, answered: 2, tasks: 3 })).toBe(false);
    expect(videoCourseFinished({ watched: 2, videos: 3, answered: 3, tasks: 3 })).toBe(false);
  });

  it('counts watched videos and answered tasks over all of them', () => {
    expect(videoProgressPercent({ watched: 0, videos: 3, answered: 0, tasks: 3 })).toBe(0);
    expect(videoProgressPercent({ watched: 3, videos: 3, answered: 1, tasks: 3 })).toBe(66);
    expect(videoProgressPercent({ watched: 3, videos: 3, answered: 3, tasks: 3 })).toBe(100);
  });
});
