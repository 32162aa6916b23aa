import { afterEach, describe, expect, it } from 'vitest';
import { resetDb, users } from '../db';
import { clubs } from '../db/clubs';
import { HOSTILE_PREFIX, HOSTILE_SUFFIX, LONG_UKRAINIAN, text } from './hostile';
import { applyScenario } from './index';
import { NORMAL_SCENARIO, scenario, setScenario } from './state';

afterEach(() => {
  setScenario(NORMAL_SCENARIO);
  resetDb();
});

describe('the hostile data set', () => {
  it('leaves a seeded text as it is normally', () => {
    expect(text('Speaking club')).toBe('Speaking club');
  });

  it('wraps every seeded text in a script, an image with an error handler and markup', () => {
    setScenario({ hostile: true });
    const seeded = text('Speaking club');
    expect(seeded).toBe(`${HOSTILE_PREFIX}Speaking club${HOSTILE_SUFFIX}`);
    expect(seeded).toContain('<script>');
    expect(seeded).toContain('onerror=');
  });

  it('switching it seeds the school again; other changes keep the data', () => {
    const student = () => users.byEmail('student@demo.school');
    const seededName = student()?.name;
    const rename = () => {
      const row = student();
      if (row) row.name = 'Renamed';
      users.save();
    };
    rename();
    expect(applyScenario({ latencyMs: 500, empty: true })).toMatchObject({ latencyMs: 500, empty: true });
    expect(student()?.name).toBe('Renamed');
    applyScenario({ hostile: true });
    expect(scenario().hostile).toBe(true);
    expect(student()?.name).not.toBe('Renamed');
    rename();
    applyScenario({ hostile: false });
    expect(student()?.name).toBe(seededName);
  });
});

describe('the long texts', () => {
  it('run every seeded text long, in Ukrainian, with words longer than a phone line holds at large sizes', () => {
    setScenario({ longTexts: true });
    const seeded = text('Speaking club');
    expect(seeded).toBe(`Speaking club${LONG_UKRAINIAN}`);
    expect(Math.max(...LONG_UKRAINIAN.split(/[\s,—]+/).map((word) => word.length))).toBeGreaterThanOrEqual(
      24,
    );
  });

  it('come with the hostile markup around them when both are on', () => {
    setScenario({ longTexts: true, hostile: true });
    expect(text('Club')).toBe(`${HOSTILE_PREFIX}Club${LONG_UKRAINIAN}${HOSTILE_SUFFIX}`);
  });

  it('switching them seeds the school again, its clubs described at length', () => {
    const description = () => clubs.rows[0]?.description ?? '';
    expect(description()).not.toContain(LONG_UKRAINIAN);
    applyScenario({ longTexts: true });
    expect(scenario().longTexts).toBe(true);
    expect(description()).toContain(LONG_UKRAINIAN);
    applyScenario({ longTexts: false });
    expect(description()).not.toContain(LONG_UKRAINIAN);
  });
});
