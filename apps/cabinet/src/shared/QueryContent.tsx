import { AsyncContent, type AsyncState } from '@cabinet/design-system/async-content';
import type { ReactNode } from 'react';
import { PageError } from './PageError';
import { PageLoading } from './PageLoading';

/** What the content needs of a react-query result (orval's hooks return one). */
type QueryLike = {
  data: unknown;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
};

/** A list endpoint's answer without rows: `{ data: [] }`. */
const hasNoRows = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  'data' in answer &&
  Array.isArray(answer.data) &&
  answer.data.length === 0;

type Loaded<Query> = Query extends { data: infer Data } ? Exclude<Data, undefined> : never;

/** The loaded data: of the one query, or of each of several, in their order. */
export type LoadedData<Queries> = Queries extends readonly QueryLike[]
  ? { -readonly [Index in keyof Queries]: Loaded<Queries[Index]> }
  : Loaded<Queries>;

type QueryContentProps<Queries extends QueryLike | readonly QueryLike[]> = {
  /** One query, or several the content needs all of. */
  query: Queries;
  /** The content, once every query has its data. */
  children: (data: LoadedData<Queries>) => ReactNode;
  /**
   * Whether the loaded data counts as empty, to show `empty` instead of the content; without it, a
   * list's answer is empty when its rows (`data`) are none.
   */
  isEmpty?: (data: LoadedData<Queries>) => boolean;
  /** What shows when the data is empty, usually an `EmptyState`. */
  empty?: ReactNode;
  /** What shows while loading; without it, the page's spinner. */
  loading?: ReactNode;
  /** The error heading's level: 2 under the page's title, 1 where the error is the whole page. */
  headingLevel?: 1 | 2 | 3;
};

/**
 * A page's content loaded by react-query, with the states around it: the page's error with a retry
 * (which asks again for every query that failed), the loading state while any query has no data
 * yet, the empty state, and the content.
 */
export function QueryContent<const Queries extends QueryLike | readonly QueryLike[]>({
  query,
  children,
  isEmpty,
  empty,
  loading = <PageLoading />,
  headingLevel,
}: QueryContentProps<Queries>) {
  const queries: readonly QueryLike[] = Array.isArray(query) ? query : [query as QueryLike];
  const failed = queries.filter((each) => each.isError);
  const ready = queries.every((each) => each.data !== undefined);
  const data = (
    Array.isArray(query) ? queries.map((each) => each.data) : (query as QueryLike).data
  ) as LoadedData<Queries>;
  let state: AsyncState = 'ready';
  if (failed.length > 0) state = 'error';
  else if (!ready) state = 'loading';
  else if (isEmpty ? isEmpty(data) : empty !== undefined && hasNoRows(data)) state = 'empty';
  return (
    <AsyncContent
      state={state}
      loading={loading}
      error={
        failed[0] && (
          <PageError
            error={failed[0].error}
            onRetry={() => {
              for (const each of failed) void each.refetch();
            }}
            headingLevel={headingLevel}
          />
        )
      }
      empty={empty}
    >
      {() => children(data)}
    </AsyncContent>
  );
}
