import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'General English B1',
    breadcrumbs: [
      { label: 'Головна', href: '/' },
      { label: 'Мої курси', href: '/student/courses' },
      { label: 'General English B1' },
    ],
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = [
  { label: 'Уроки', href: '/student/courses/12/lessons', current: true },
  { label: 'Домашні завдання', href: '/student/courses/12/homework' },
  { label: 'Тести', href: '/student/courses/12/tests' },
  { label: 'Відгуки викладача', href: '/student/courses/12/feedback' },
  { label: 'Матеріали', href: '/student/courses/12/materials' },
];

/** The title and the path to the page; the last crumb is the page itself. */
export const WithBreadcrumbs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'General English B1' })).toBeInTheDocument();
    const trail = canvas.getByRole('navigation', { name: 'Навігаційний ланцюжок' });
    await expect(within(trail).getByRole('link', { name: 'Мої курси' })).toHaveAttribute(
      'href',
      '/student/courses',
    );
    await expect(within(trail).queryByRole('link', { name: 'General English B1' })).not.toBeInTheDocument();
    await expect(within(trail).getByText('General English B1')).toHaveAttribute('aria-current', 'page');
  },
};

/** Tabs are links; the current one is marked as the page the user is on. */
export const WithTabs: Story = {
  args: { tabs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = canvas.getByRole('navigation', { name: 'Розділи сторінки' });
    const links = within(strip).getAllByRole('link');
    await expect(links).toHaveLength(tabs.length);
    await expect(within(strip).getByRole('link', { name: 'Уроки' })).toHaveAttribute('aria-current', 'page');
    await expect(within(strip).getByRole('link', { name: 'Тести' })).toHaveAttribute(
      'href',
      '/student/courses/12/tests',
    );
    await expect(within(strip).getByRole('link', { name: 'Тести' })).not.toHaveAttribute('aria-current');
  },
};

export const WithActions: Story = {
  args: {
    title: 'Студенти групи',
    breadcrumbs: [{ label: 'Групи', href: '/teacher/groups' }, { label: 'Студенти групи' }],
    actions: (
      <Button variant="contained" startIcon={<AddIcon aria-hidden="true" />}>
        Додати студента
      </Button>
    ),
    tabs: [
      { label: 'Активні', href: '/teacher/groups/3/students', current: true },
      { label: 'Архів', href: '/teacher/groups/3/students/archive' },
    ],
  },
};

/** Only a title. */
export const TitleOnly: Story = { args: { title: 'Розклад', breadcrumbs: undefined } };

export const LongUkrainianText: Story = {
  args: {
    title: 'Індивідуальна програма підготовки до міжнародного іспиту Cambridge B2 First for Schools',
    breadcrumbs: [
      { label: 'Головна', href: '/' },
      { label: 'Підготовка до міжнародних іспитів', href: '/exams' },
      { label: 'Індивідуальна програма підготовки до іспиту' },
    ],
    tabs: [
      { label: 'Розклад індивідуальних занять', href: '/exams/1/schedule' },
      { label: 'Пробні тестування', href: '/exams/1/mock', current: true },
      { label: 'Рекомендації викладача', href: '/exams/1/advice' },
    ],
  },
};

export const English: Story = {
  args: {
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'My courses', href: '/courses' },
      { label: 'General English B1' },
    ],
    tabs: [
      { label: 'Lessons', href: '/courses/12/lessons', current: true },
      { label: 'Homework', href: '/courses/12/homework' },
    ],
  },
  globals: { locale: 'en' },
};

export const Dark: Story = { args: { tabs }, globals: { theme: 'dark' } };

/** The tabs scroll sideways within their strip; the page itself does not. */
export const Phone: Story = {
  args: { tabs: tabs.map((tab) => ({ ...tab, current: tab.label === 'Матеріали' })) },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
