import { pageOf } from '../../../shared/ListPager';
import { paths } from '../../../shared/paths';

export type EmployeeStatusFilter = 'active' | 'inactive' | undefined;
export const PER_PAGE = 20;

/** The list's search, status filter and page, read from the address so a reload or a link keeps them. */
export function employeesQuery(params: URLSearchParams) {
  const search = params.get('search')?.trim() ?? '';
  const raw = params.get('status');
  const status: EmployeeStatusFilter = raw === 'active' || raw === 'inactive' ? raw : undefined;
  return { search, status, page: pageOf(params) };
}

/** The address of the list for a search, a status and a page. */
export function employeesHref(search: string, status: EmployeeStatusFilter, page = 1): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${paths.corporateManager.students.to()}${text ? `?${text}` : ''}`;
}
