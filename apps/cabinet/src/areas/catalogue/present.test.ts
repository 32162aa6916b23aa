import { describe, expect, it } from 'vitest';
import { endTime, pick, scheduleText, weekdayName } from './present';

describe('the catalogue texts', () => {
  it('names ISO weekdays in both languages', () => {
    expect(weekdayName(1, 'en')).toBe('Mon');
    expect(weekdayName(7, 'en')).toBe('Sun');
    expect(weekdayName(3, 'uk')).toBe('Ср');
  });

  it('adds a lesson’s length to its start, past midnight too', () => {
    expect(endTime('19:30', 90)).toBe('21:00');
    expect(endTime('23:30', 60)).toBe('00:30');
  });

  it('joins the days that share a time', () => {
    const slots = [
      { weekday: 5, start_time: '19:30', duration_minutes: 90 },
      { weekday: 3, start_time: '19:30', duration_minutes: 90 },
    ];
    expect(scheduleText(slots, 'en')).toBe('Wed, Fri 19:30–21:00');
    const mixed = [
      { weekday: 6, start_time: '10:00', duration_minutes: 60 },
      { weekday: 2, start_time: '08:30', duration_minutes: 90 },
    ];
    expect(scheduleText(mixed, 'uk')).toBe('Вт 08:30–10:00; Сб 10:00–11:00');
  });

  it('picks the English text only when there is one and English is chosen', () => {
    expect(pick('Олена', 'Olena', 'en')).toBe('Olena');
    expect(pick('Олена', null, 'en')).toBe('Олена');
    expect(pick('Олена', 'Olena', 'uk')).toBe('Олена');
  });
});
