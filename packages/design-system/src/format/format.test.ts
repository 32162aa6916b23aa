import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatEventTime,
  formatMoney,
  formatMonth,
  formatTime,
} from './index';

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

  it('shows calendar days and months as they are, whatever the zone', () => {
    expect(formatCalendarDate('2026-11-01', 'uk')).toBe('1 листопада 2026');
    expect(formatCalendarDate('2026-03-29', 'en')).toBe('29 March 2026');
    expect(formatMonth('2026-11', 'uk')).toBe('Листопад 2026');
    expect(formatMonth('2026-01', 'en')).toBe('January 2026');
  });
});
