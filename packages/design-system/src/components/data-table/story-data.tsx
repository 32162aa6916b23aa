import { formatDate, formatMoney } from '../../format';
import { StatusBadge, type StatusValue } from '../status-badge';
import type { DataTableColumn } from './types';

export type StudentRow = {
  id: number;
  name: string;
  program: string;
  startsOn: string;
  paid: number;
  status: StatusValue<'corporateStudent'>;
};

const names = [
  'Олена Коваль',
  'Андрій Мельник',
  'Ірина Шевченко',
  'Дмитро Бондаренко',
  'Марія Ткаченко',
  'Олександр Кравченко',
  'Наталія Олійник',
  'Сергій Литвиненко',
  'Юлія Мороз',
  'Тарас Павленко',
  'Катерина Савченко',
  'Богдан Руденко',
];
const programs = ['General English B1', 'Business English B2', 'IELTS Preparation', 'English for Kids A2'];

/** 42 students of the corporate group, as the server would page them. */
export const students: StudentRow[] = Array.from({ length: 42 }, (_, index) => ({
  id: index + 1,
  name: names[index % names.length] ?? 'Олена Коваль',
  program: programs[index % programs.length] ?? 'General English B1',
  startsOn: new Date(Date.UTC(2026, 8, 1 + (index % 28), 9)).toISOString(),
  paid: 3200 + (index % 5) * 850,
  status: index % 4 === 3 ? 'inactive' : 'active',
}));

export const studentColumns = (language: 'uk' | 'en'): DataTableColumn<StudentRow>[] => [
  {
    id: 'name',
    header: language === 'en' ? 'Student' : 'Студент',
    cell: (row) => row.name,
    sortable: true,
  },
  { id: 'program', header: language === 'en' ? 'Programme' : 'Програма', cell: (row) => row.program },
  {
    id: 'startsOn',
    header: language === 'en' ? 'Start' : 'Початок',
    cell: (row) => formatDate(row.startsOn, language),
    sortable: true,
    sortKey: 'starts_on',
  },
  {
    id: 'paid',
    header: language === 'en' ? 'Paid' : 'Оплачено',
    cell: (row) => formatMoney(row.paid, language),
    align: 'right',
    sortable: true,
  },
  {
    id: 'status',
    header: language === 'en' ? 'Status' : 'Статус',
    cell: (row) => <StatusBadge vocabulary="corporateStudent" value={row.status} />,
  },
];
