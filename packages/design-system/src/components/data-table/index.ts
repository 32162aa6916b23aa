export { DataTable, type DataTableProps } from './DataTable';
export { DataTablePagination, type DataTablePaginationProps } from './DataTablePagination';
export { nextSort, type PageRange, pageRange, type SortDirection } from './table-logic';
export type { DataTableColumn, DataTableSort } from './types';
