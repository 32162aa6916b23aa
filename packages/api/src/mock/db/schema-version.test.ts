import { describe, expect, it } from 'vitest';
// The handlers import every table of the school.
import '../handlers';
import { resetDb, users } from './index';
import { MOCK_SCHEMA_VERSION, describeSchema, schemaFingerprint } from './schema-version';
import { everyTable } from './table';

describe("the version of the mock school's stored tables", () => {
  it('is the fingerprint of the seeded tables and their columns', () => {
    resetDb();
    const tables = [...everyTable(), { name: 'users', rows: users.rows }];
    const fingerprint = schemaFingerprint(tables);
    expect(
      MOCK_SCHEMA_VERSION,
      `The mock school's tables changed: set MOCK_SCHEMA_VERSION in db/schema-version.ts to '${fingerprint}', ` +
        'so browsers that kept the old tables seed them again.',
    ).toBe(fingerprint);
  });

  it('changes with a table, a column or a name, and not with the rows or their order', () => {
    const base = [
      {
        name: 'lessons',
        rows: [
          { id: 1, title: 'A' },
          { id: 2, title: 'B', notes: null },
        ],
      },
      { name: 'groups', rows: [{ id: 1, name: 'G' }] },
    ];
    const version = schemaFingerprint(base);
    expect(describeSchema(base)).toBe('groups(id,name)\nlessons(id,notes,title)');
    expect(schemaFingerprint([...base].reverse())).toBe(version);
    expect(
      schemaFingerprint([
        {
          ...base[0]!,
          rows: [
            { title: 'C', id: 3 },
            { id: 4, notes: 'x' },
          ],
        },
        base[1]!,
      ]),
    ).toBe(version);
    expect(schemaFingerprint([base[0]!])).not.toBe(version);
    expect(schemaFingerprint([base[0]!, { name: 'groups', rows: [{ id: 1, title: 'G' }] }])).not.toBe(
      version,
    );
    expect(schemaFingerprint([base[0]!, { name: 'group', rows: [{ id: 1, name: 'G' }] }])).not.toBe(version);
    expect(schemaFingerprint([base[0]!, { name: 'groups', rows: [{ id: 1, name: 'G', size: 3 }] }])).not.toBe(
      version,
    );
  });
});
