import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactElement, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state';
import { DataTable, type DataTableProps } from './DataTable';
import { type StudentRow, studentColumns, students } from './story-data';
import type { SortDirection } from './table-logic';

/** The table with the student rows, for the controls panel. */
const StudentTable = DataTable as (props: DataTableProps<StudentRow>) => ReactElement;

const meta = {
  title: 'Layout/DataTable',
  component: StudentTable,
  tags: ['autodocs'],
  args: {
    caption: 'Студенти групи «Business English B2»',
    columns: studentColumns('uk'),
    rows: students.slice(0, 10),
    getRowId: (row) => row.id,
    sortBy: 'name',
    direction: 'asc',
    onSortChange: fn(),
    pagination: { page: 1, perPage: 10, total: 42, onPageChange: fn(), onPerPageChange: fn() },
  },
} satisfies Meta<typeof StudentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** Sorted by name; clicking another header asks for that column ascending, the same one flips it. */
export const Sorted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Студенти групи «Business English B2»' });
    const nameHeader = within(table).getByRole('columnheader', { name: 'Студент' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: 'Початок' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('starts_on', 'asc');
    await userEvent.click(within(table).getByRole('button', { name: 'Студент' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('name', 'desc');
  },
};

export const SortedDescending: Story = { args: { sortBy: 'paid', direction: 'desc' } };

/** The page changes through the previous and next buttons; on the first page "previous" is off. */
export const Paginated: Story = {
  args: { rows: students.slice(10, 20), pagination: { page: 2, perPage: 10, total: 42, onPageChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('11–20 з 42')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Наступна сторінка' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Попередня сторінка' }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** The whole thing working: sorting and paging by the story's own state. */
export const Interactive: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<{ sortBy: string; direction: SortDirection }>({
      sortBy: 'name',
      direction: 'asc',
    });
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = useState(10);
    const key = sort.sortBy === 'starts_on' ? 'startsOn' : (sort.sortBy as keyof StudentRow);
    const sorted = [...students].sort((a, b) => {
      const order = String(a[key]).localeCompare(String(b[key]), 'uk', { numeric: true });
      return sort.direction === 'asc' ? order : -order;
    });
    return (
      <StudentTable
        {...args}
        rows={sorted.slice((page - 1) * perPage, page * perPage)}
        sortBy={sort.sortBy}
        direction={sort.direction}
        onSortChange={(sortBy, direction) => setSort({ sortBy, direction })}
        pagination={{
          page,
          perPage,
          total: students.length,
          onPageChange: setPage,
          onPerPageChange: (value) => {
            setPerPage(value);
            setPage(1);
          },
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Рядків на сторінці'), '25');
    await expect(canvas.getByText('1–25 з 42')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Наступна сторінка' }));
    await expect(canvas.getByText('26–42 з 42')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Наступна сторінка' })).toBeDisabled();
  },
};

/** No rows: the empty state in place of the body. */
export const Empty: Story = {
  args: {
    rows: [],
    pagination: undefined,
    empty: (
      <EmptyState
        kind="noSearchResults"
        action={
          <Button variant="outlined" onClick={fn()}>
            Скинути фільтри
          </Button>
        }
      />
    ),
  },
};

/** No rows and no empty state given: a short default line. */
export const EmptyDefault: Story = { args: { rows: [], pagination: undefined } };

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Завантаження…');
  },
};

/** Named by aria-label when the page's heading already says what it is. */
export const WithoutCaption: Story = {
  args: { caption: undefined, 'aria-label': 'Студенти групи' },
};

export const LongUkrainianText: Story = {
  args: {
    caption: 'Студенти корпоративної групи «Ділова англійська для керівників середньої ланки»',
    rows: [
      {
        // Not one of the students' ids (1 and on): a row's id is its key.
        id: 101,
        name: 'Олександра-Марія Костянтинівна Шевченко-Вербицька',
        program: 'Індивідуальна програма підготовки до міжнародного іспиту Cambridge B2 First for Schools',
        startsOn: '2026-09-01T09:00:00Z',
        paid: 128400,
        status: 'inactive',
      },
      ...students.slice(0, 3),
    ],
  },
};

export const English: Story = {
  args: { caption: 'Students of "Business English B2"', columns: studentColumns('en') },
  globals: { locale: 'en' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Each row becomes a card of "header: value" pairs; sorting moves to buttons above them. */
export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Студенти групи «Business English B2»' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(list).getAllByRole('term')[0]).toHaveTextContent('Студент');
    await userEvent.click(canvas.getByRole('button', { name: 'Оплачено' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('paid', 'asc');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const PhoneLoading: Story = { args: { rows: [], loading: true }, globals: phone };

export const PhoneEmpty: Story = {
  args: { rows: [], pagination: undefined, empty: <EmptyState kind="noStudents" /> },
  globals: phone,
};

export const PhoneDark: Story = { globals: { ...phone, theme: 'dark' } };
