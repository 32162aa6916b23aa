import type { PersonRef } from '@cabinet/api/model';

/** The teachers the rows name, each once, in name order: the choices of a teacher filter. */
export function teachersOf(rows: readonly { teacher: PersonRef }[]): PersonRef[] {
  const teachers = new Map(rows.map((row) => [row.teacher.id, row.teacher]));
  return [...teachers.values()].sort((a, b) => a.name.localeCompare(b.name));
}
