import type { CompanyEmployee } from '@cabinet/api/model';
import { useState } from 'react';

/** The employees chosen for a bulk action, kept across the list's pages. */
export function useSelection() {
  const [chosen, setChosen] = useState<ReadonlyMap<number, CompanyEmployee>>(new Map());
  const has = (id: number) => chosen.has(id);
  const toggle = (row: CompanyEmployee) =>
    setChosen((before) => {
      const next = new Map(before);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  /** Chooses every row of the page, or, when all are chosen already, leaves them out. */
  const togglePage = (rows: readonly CompanyEmployee[]) =>
    setChosen((before) => {
      const next = new Map(before);
      const all = rows.every((row) => next.has(row.id));
      rows.forEach((row) => (all ? next.delete(row.id) : next.set(row.id, row)));
      return next;
    });
  const clear = () => setChosen(new Map());
  return { chosen, has, toggle, togglePage, clear, ids: [...chosen.keys()] };
}

export type Selection = ReturnType<typeof useSelection>;
