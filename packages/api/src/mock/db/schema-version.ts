/**
 * The version of the mock school's tables as a browser keeps them (see persist.ts): the
 * fingerprint of every table's name and columns. schema-version.test.ts seeds the whole school and
 * fails, giving the new value, when a table or a column was added, removed or renamed and this
 * constant was not updated; browsers that kept the old tables are then seeded again.
 */
export const MOCK_SCHEMA_VERSION = '34448c40';

type SeededTable = { name: string; rows: readonly object[] };

/** FNV-1a: a short, stable hash of a text, as 8 hex digits. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(8, '0');
}

/** Every table's name and the columns its seeded rows have, in a stable order. */
export function describeSchema(tables: readonly SeededTable[]): string {
  return [...tables]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ name, rows }) => {
      const columns = new Set(rows.flatMap((row) => Object.keys(row)));
      return `${name}(${[...columns].sort().join(',')})`;
    })
    .join('\n');
}

/** The fingerprint the version must equal. */
export const schemaFingerprint = (tables: readonly SeededTable[]): string => hash(describeSchema(tables));
