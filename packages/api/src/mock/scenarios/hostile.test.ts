import { afterEach, describe, expect, it } from 'vitest';
import { resetDb, users } from '../db';
import { HOSTILE_PREFIX, HOSTILE_SUFFIX, text } from './hostile';
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
