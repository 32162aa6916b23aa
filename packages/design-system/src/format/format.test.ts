import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEventTime, formatMoney, formatTime } from './index';

describe('formatting', () => {
  it('shows whole hryvnias in both languages', () => {
    expect(formatMoney(270, 'uk').replace(/\s/g, ' ')).toBe('270 грн');
    expect(formatMoney(1200, 'en').replace(/\s/g, ' ')).toBe('UAH 1,200');
  });

  it('shows dates and times in the school zone and events in UTC+2', () => {
    const iso = '2026-07-01T15:30:00Z'; // summer: Kyiv is UTC+3
    expect(formatDateTime(iso, 'uk')).toBe('1 липня 2026, 18:30');
    expect(formatDate(iso, 'en')).toBe('1 July 2026');
    expect(formatTime(iso)).toBe('18:30');
    expect(formatEventTime(iso, 'en')).toBe('1 July 2026, 17:30 (UTC+2)');
  });
});
