import { ApiError } from '@cabinet/api/http';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { QueryContent } from './QueryContent';

type Result<Data> = { data: Data | undefined; error: unknown; isError: boolean; refetch: () => unknown };

const loading = <Data,>(): Result<Data> => ({
  data: undefined,
  error: null,
  isError: false,
  refetch: vi.fn(),
});
const loaded = <Data,>(data: Data): Result<Data> => ({ data, error: null, isError: false, refetch: vi.fn() });
const failed = <Data,>(message: string): Result<Data> => ({
  data: undefined,
  error: new ApiError(503, 'maintenance_window', message),
  isError: true,
  refetch: vi.fn(),
});

const show = (ui: ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

/** A list of names in the states around it. */
const names = (query: Result<string[]>) => (
  <QueryContent
    query={query}
    isEmpty={(list) => list.length === 0}
    empty={<EmptyState headingLevel="h2" title="No students yet" />}
  >
    {(list) => (
      <ul aria-label="Students">
        {list.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    )}
  </QueryContent>
);

beforeEach(() => i18n.changeLanguage('en'));
// The other tests of the run read the app in Ukrainian.
afterAll(() => i18n.changeLanguage('uk'));

describe('a query’s content', () => {
  it('shows the page error when the query failed, and the retry asks again', () => {
    const query = failed<string[]>('The server is down.');
    show(names(query));
    const alert = screen.getByRole('alert', { name: 'The page could not be opened' });
    expect(alert).toHaveTextContent('The server is down.');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(query.refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the loading state while there is no data yet', () => {
    show(names(loading()));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows its own loading state when given one', () => {
    show(
      <QueryContent query={loading<string>()} loading={<p>Loading the students…</p>}>
        {(name) => <p>{name}</p>}
      </QueryContent>,
    );
    expect(screen.getByText('Loading the students…')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty state for an empty list', () => {
    show(names(loaded([])));
    expect(screen.getByRole('heading', { level: 2, name: 'No students yet' })).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('takes a list answer without rows for empty when told only what to show then', () => {
    const rows = (data: string[]) => (
      <QueryContent query={loaded({ data })} empty={<EmptyState headingLevel="h2" title="No groups yet" />}>
        {(answer) => <p>{answer.data.join(', ')}</p>}
      </QueryContent>
    );
    const { unmount } = show(rows([]));
    expect(screen.getByRole('heading', { level: 2, name: 'No groups yet' })).toBeVisible();
    unmount();
    show(rows(['Group A', 'Group B']));
    expect(screen.getByText('Group A, Group B')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No groups yet' })).toBeNull();
  });

  it('shows the content with the loaded data', () => {
    show(names(loaded(['Olena', 'Taras'])));
    expect(within(screen.getByRole('list', { name: 'Students' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the heading the level it is told', () => {
    show(
      <QueryContent query={failed<string>('Down.')} headingLevel={1}>
        {(name) => <p>{name}</p>}
      </QueryContent>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'The page could not be opened' })).toBeVisible();
  });

  describe('of several queries', () => {
    const both = (first: Result<string>, second: Result<number>) => (
      <QueryContent query={[first, second]}>
        {([name, count]) => (
          <p>
            {name}: {count}
          </p>
        )}
      </QueryContent>
    );

    it('shows the content once every query has its data', () => {
      show(both(loaded('Group A'), loaded(12)));
      expect(screen.getByText('Group A: 12')).toBeVisible();
    });

    it('is loading while any query has no data', () => {
      show(both(loaded('Group A'), loading()));
      expect(screen.getByRole('status', { name: 'Loading…' })).toBeVisible();
      expect(screen.queryByText(/Group A/)).toBeNull();
    });

    it('shows the first failure, and the retry asks again for every query that failed', () => {
      const first = failed<string>('The group is gone.');
      const second = failed<number>('The count is gone.');
      const fine = loaded('Group B');
      show(both(first, second));
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The group is gone.');
      within(alert).getByRole('button', { name: 'Try again' }).click();
      expect(first.refetch).toHaveBeenCalledTimes(1);
      expect(second.refetch).toHaveBeenCalledTimes(1);
      expect(fine.refetch).not.toHaveBeenCalled();
    });

    it('shows the failure even while another query is still loading', () => {
      show(both(loading(), failed('The count is gone.')));
      expect(screen.getByRole('alert')).toHaveTextContent('The count is gone.');
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});
