// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkStoredVersion, loadTable, mockSchoolWasReseeded, saveTable } from './persist';
import { MOCK_SCHEMA_VERSION } from './schema-version';

const ROWS = [{ id: 1, title: 'A lesson' }];

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("the mock school's tables kept in the browser", () => {
  it('are kept when they carry the current version', () => {
    localStorage.setItem('mockSchool.schemaVersion', MOCK_SCHEMA_VERSION);
    localStorage.setItem('mockSchool.lessons', JSON.stringify(ROWS));
    expect(checkStoredVersion()).toBe(false);
    expect(loadTable('lessons')).toEqual(ROWS);
    expect(console.info).not.toHaveBeenCalled();
  });

  it('are dropped, to be seeded again, when they carry another version, and the console says so', () => {
    localStorage.setItem('mockSchool.schemaVersion', 'an-older-one');
    localStorage.setItem('mockSchool.lessons', JSON.stringify(ROWS));
    localStorage.setItem('mockSchool.groups', JSON.stringify(ROWS));
    localStorage.setItem('mockSchool.scale', '10');
    localStorage.setItem('mockSchool.scenario', '{"latencyMs":500}');
    localStorage.setItem('token', 'the-session');
    expect(checkStoredVersion()).toBe(true);
    expect(loadTable('lessons')).toBeUndefined();
    expect(loadTable('groups')).toBeUndefined();
    expect(localStorage.getItem('mockSchool.schemaVersion')).toBe(MOCK_SCHEMA_VERSION);
    expect(console.info).toHaveBeenCalledOnce();
    expect(mockSchoolWasReseeded()).toBe(true);
    // The school's settings and the app's own keys stay.
    expect(localStorage.getItem('mockSchool.scale')).toBe('10');
    expect(localStorage.getItem('mockSchool.scenario')).toBe('{"latencyMs":500}');
    expect(localStorage.getItem('token')).toBe('the-session');
    // A table seeded again is kept under the new version.
    saveTable('lessons', ROWS);
    expect(checkStoredVersion()).toBe(false);
    expect(loadTable('lessons')).toEqual(ROWS);
  });

  it('are dropped when they were kept before versions were', () => {
    localStorage.setItem('mockSchool.lessons', JSON.stringify(ROWS));
    expect(checkStoredVersion()).toBe(true);
    expect(loadTable('lessons')).toBeUndefined();
  });

  it('start a fresh browser with the version and no message', () => {
    expect(checkStoredVersion()).toBe(false);
    expect(localStorage.getItem('mockSchool.schemaVersion')).toBe(MOCK_SCHEMA_VERSION);
    expect(console.info).not.toHaveBeenCalled();
  });
});
