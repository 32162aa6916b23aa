import type { ReactNode } from 'react';
import { ListSkeleton } from '../list-skeleton';

/** Where loading something stands: still on its way, failed, arrived with nothing, or arrived. */
export type AsyncState = 'loading' | 'error' | 'empty' | 'ready';

export type AsyncContentProps = {
  state: AsyncState;
  /** What shows while loading (`null`: nothing); without it, three grey rows with a "Loading…" status. */
  loading?: ReactNode;
  /** What shows when loading failed: the reason and, usually, a way to try again. */
  error: ReactNode;
  /** What shows when nothing came, usually an `EmptyState`; without it, the content itself. */
  empty?: ReactNode;
  /** The content; a function is called only once it is ready, so it may read the loaded data. */
  children: ReactNode | (() => ReactNode);
};

/**
 * Something loaded from the server, in whichever state it is: loading, failed, empty or ready.
 * Exactly one of them is shown, so a page never shows a spinner beside an error or an empty list.
 */
export function AsyncContent({
  state,
  loading = <ListSkeleton />,
  error,
  empty,
  children,
}: AsyncContentProps) {
  if (state === 'loading') return loading;
  if (state === 'error') return error;
  if (state === 'empty' && empty !== undefined) return empty;
  return typeof children === 'function' ? children() : children;
}
