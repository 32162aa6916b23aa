import { describe, expect, it } from 'vitest';
import { countdownState, formatCountdown, minutesToAnnounce } from './countdown';

const start = Date.UTC(2026, 10, 21, 9, 0, 0);
const at = (seconds: number) => start + seconds * 1000;
const reading = { durationSeconds: 20 * 60, startedAt: start };

describe('countdownState', () => {
  it('counts down while running', () => {
    expect(countdownState({ ...reading, now: start })).toMatchObject({
      phase: 'running',
      remainingSeconds: 1200,
      pauseUsed: false,
    });
    expect(countdownState({ ...reading, now: at(61.5) }).remainingSeconds).toBe(1139);
  });

  it('stops the time during the pause and shows the pause time left', () => {
    const pause = { startedAt: at(300) };
    expect(countdownState({ ...reading, now: at(600), pause })).toEqual({
      phase: 'paused',
      remainingSeconds: 900,
      pauseRemainingSeconds: 600,
      pauseUsed: false,
      pauseRanOut: false,
    });
  });

  it('resumes from where it paused', () => {
    const pause = { startedAt: at(300), endedAt: at(420) };
    expect(countdownState({ ...reading, now: at(480), pause })).toMatchObject({
      phase: 'running',
      remainingSeconds: 1200 - 300 - 60,
      pauseUsed: true,
      pauseRanOut: false,
    });
  });

  it('ends the pause after 15 minutes on its own', () => {
    const pause = { startedAt: at(300) };
    expect(countdownState({ ...reading, now: at(300 + 900 + 10), pause })).toMatchObject({
      phase: 'running',
      remainingSeconds: 900 - 10,
      pauseUsed: true,
      pauseRanOut: true,
    });
  });

  it('takes a shorter configured pause', () => {
    const pause = { startedAt: at(0) };
    expect(countdownState({ ...reading, now: at(90), pause, pauseSeconds: 60 })).toMatchObject({
      phase: 'running',
      remainingSeconds: 1200 - 30,
    });
  });

  it('expires at zero and stays there', () => {
    expect(countdownState({ ...reading, now: at(1200) })).toMatchObject({
      phase: 'expired',
      remainingSeconds: 0,
    });
    expect(countdownState({ ...reading, now: at(5000) }).remainingSeconds).toBe(0);
    expect(countdownState({ ...reading, now: at(1199.2) })).toMatchObject({
      phase: 'running',
      remainingSeconds: 1,
    });
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, and hours for long countdowns', () => {
    expect(formatCountdown(1200)).toBe('20:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(3725)).toBe('01:02:05');
    expect(formatCountdown(59, true)).toBe('00:00:59');
  });
});

describe('minutesToAnnounce', () => {
  it('says nothing before the last five minutes', () => {
    expect(minutesToAnnounce(1200)).toBeNull();
    expect(minutesToAnnounce(301)).toBeNull();
  });

  it('changes once a minute in the last five', () => {
    expect(minutesToAnnounce(300)).toBe(5);
    expect(minutesToAnnounce(241)).toBe(5);
    expect(minutesToAnnounce(240)).toBe(4);
    expect(minutesToAnnounce(60)).toBe(1);
    expect(minutesToAnnounce(1)).toBe(1);
    expect(minutesToAnnounce(0)).toBeNull();
  });
});
