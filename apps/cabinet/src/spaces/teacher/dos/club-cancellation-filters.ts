import type { ClubCancellationStatus, ListClubCancellationRequestsParams } from '@cabinet/api/model';
import { paths } from '../../../shared/paths';

export const CANCELLATION_STATUSES = [
  'pending',
  'cancelled',
  'refused',
] as const satisfies readonly ClubCancellationStatus[];

/** The list's status filter and page as they stand in the address; anything unknown is left out. */
export type CancellationFilters = { status: ClubCancellationStatus | null; page: number };

export function readCancellationFilters(search: URLSearchParams): CancellationFilters {
  const raw = search.get('status');
  const page = search.get('page');
  return {
    status: CANCELLATION_STATUSES.find((status) => status === raw) ?? null,
    page: page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** The address of the list with a filter and page: the empty filter and the first page are left out. */
export function cancellationsHref({ status, page }: CancellationFilters): string {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `${paths.teacher.dosClubCancellations.to()}${query ? `?${query}` : ''}`;
}

/** The list call's parameters. */
export const cancellationParams = (
  { status, page }: CancellationFilters,
  perPage: number,
): ListClubCancellationRequestsParams => ({ ...(status ? { status } : {}), page, per_page: perPage });
