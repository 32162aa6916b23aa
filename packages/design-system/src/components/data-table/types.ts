import type { ReactNode } from 'react';
import type { SortDirection } from './table-logic';

export type DataTableColumn<Row> = {
  id: string;
  /** The column's header; on phones, the label before each value. */
  header: string;
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** Whether the column can be sorted by; its header becomes a button. */
  sortable?: boolean | undefined;
  /** The key passed to `onSortChange`; the column's id by default. */
  sortKey?: string | undefined;
  align?: 'left' | 'center' | 'right' | undefined;
};

export type DataTableSort = {
  sortBy?: string | undefined;
  direction?: SortDirection | undefined;
  onSortChange?: ((sortBy: string, direction: SortDirection) => void) | undefined;
};

export const sortKeyOf = <Row>(column: DataTableColumn<Row>) => column.sortKey ?? column.id;
