import { DataTable, type DataTableColumn } from '@cabinet/design-system/data-table';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { PageError } from './PageError';
import { PageLoading } from './PageLoading';

type Page<Row> = { data: Row[]; meta: { page: number; per_page: number; total: number } };

/** What a list query gives the table: orval's react-query result of a paged list. */
type PagedQuery<Row> = {
  data: Page<Row> | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
};

type PagedTableProps<Row> = {
  query: PagedQuery<Row>;
  caption: string;
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string | number;
  /** The empty list's heading and text (with filters set: what to change). */
  empty: { title: string; text: string };
  onPageChange: (page: number) => void;
};

/**
 * A page's paged list as a table, with the states around it: loading, the error with a retry,
 * and the empty state (a heading of level 2).
 */
export function PagedTable<Row>({
  query,
  caption,
  columns,
  getRowId,
  empty,
  onPageChange,
}: PagedTableProps<Row>) {
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoading />;
  const { data, meta } = query.data;
  if (data.length === 0) return <EmptyState headingLevel="h2" title={empty.title} text={empty.text} />;
  return (
    <DataTable<Row>
      caption={caption}
      rows={data}
      getRowId={getRowId}
      pagination={{ page: meta.page, perPage: meta.per_page, total: meta.total, onPageChange }}
      columns={columns}
    />
  );
}
