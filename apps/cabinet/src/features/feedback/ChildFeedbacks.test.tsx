import { configureHttp } from '@cabinet/api/http';
import type { CourseFeedback, ModuleFeedback } from '@cabinet/api/model';
import { AppTheme } from '@cabinet/design-system/theme';
import { configure, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { renderWithApp } from '../../testing/render';
import { ChildFeedbacks } from './ChildFeedbacks';

const course = {
  id: 3,
  name: 'KIDS-A1-03',
  kind: 'group' as const,
  course_type: 'regular' as const,
  company_name: null,
};
const student = { id: 14, name: 'Максим Мельник', name_en: 'Maksym Melnyk' };
const teacher = { id: 6, name: 'Емілі Картер', name_en: 'Emily Carter' };

const moduleFeedback: ModuleFeedback = {
  id: 52,
  course,
  module: { id: 7, number: 1, name: 'Модуль 1. Знайомство', name_en: 'Module 1. Getting to know you' },
  student,
  teacher,
  status: 'sent',
  fields: {
    topics_covered: 'Comparatives and superlatives.',
    homework: 'great',
    test_result: '14/20',
    test_comment: 'Good reading.',
    performance: 'good',
    work_in_class: 'satisfactory',
    recommendations: 'Read graded readers.',
    progress_comment: 'Steady progress: homework is always on time.',
    group_comment: 'The group is friendly and active.',
    lexis: 'unsatisfactory',
    grammar: 'satisfactory',
    mark: 'good',
  },
  updated_at: '2026-11-12T18:00:00.000+02:00',
  sent_to: 'manager',
  review_comment: null,
};
const courseFeedback: CourseFeedback = {
  id: 220,
  course,
  student,
  teacher,
  status: 'sent',
  fields: {
    language: 'en',
    progress: 'From A1 to A2.',
    recommendation: 'Keep reading every day.',
    future_course_recommendations: 'English for kids A2.',
    extended_comment: 'A curious student who always helps others.',
    dos_comment: 'Could move to the intensive group.',
  },
  updated_at: '2026-09-16T12:00:00.000+03:00',
};

let modules: ModuleFeedback[] = [];
let courses: CourseFeedback[] = [];
const asked: URL[] = [];
const list = (data: unknown[]) =>
  HttpResponse.json({ data, meta: { page: 1, per_page: 100, total: data.length } });
const server = setupServer(
  http.get('*/api/v1/courses/:id/feedback', ({ request }) => {
    asked.push(new URL(request.url));
    return list(modules);
  }),
  http.get('*/api/v1/courses/:id/course-feedback', ({ request }) => {
    asked.push(new URL(request.url));
    return list(courses);
  }),
);
// The mock answers at once, but a busy machine renders slowly: wait longer than the default second.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  asked.length = 0;
  configureHttp({ baseUrl: window.location.origin });
});
afterAll(() => server.close());

const renderFeedbacks = () =>
  renderWithApp(
    <AppTheme>
      <ChildFeedbacks courseId={3} studentId={14} />
    </AppTheme>,
  );

describe("ChildFeedbacks (the parent's feedbacks of a child's group)", () => {
  it('shows each module’s feedback: teacher, date, every mark translated and every written part', async () => {
    modules = [moduleFeedback];
    courses = [];
    renderFeedbacks();
    const card = await screen.findByRole('article', { name: 'Модуль 1. Знайомство' });
    expect(screen.getByRole('heading', { level: 2, name: 'Відгуки за модулями' })).toBeVisible();
    expect(within(card).getByRole('heading', { level: 3 })).toBeVisible();
    const expected: [string, string][] = [
      ['Викладач', 'Емілі Картер'],
      ['Дата', '12 листопада 2026'],
      ['Домашні завдання', 'Чудово'],
      ['Успішність', 'Добре'],
      ['Робота на уроці', 'Задовільно'],
      ['Лексика', 'Незадовільно'],
      ['Граматика', 'Задовільно'],
      ['Загальна оцінка', 'Добре'],
      ['Пройдені теми', 'Comparatives and superlatives.'],
      ['Результат тесту', '14/20'],
      ['Коментар до тесту', 'Good reading.'],
      ['Рекомендації', 'Read graded readers.'],
      ['Коментар щодо прогресу', 'Steady progress: homework is always on time.'],
      ['Загальний коментар про групу', 'The group is friendly and active.'],
    ];
    for (const [label, value] of expected) {
      const term = within(card).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.queryByRole('heading', { name: 'Відгук про курс' })).not.toBeInTheDocument();
    expect(asked.every((url) => url.searchParams.get('student_id') === '14')).toBe(true);
  });

  it('shows the course feedback once sent, without the comment for the academic director', async () => {
    modules = [moduleFeedback];
    courses = [courseFeedback];
    renderFeedbacks();
    const section = await screen.findByRole('region', { name: 'Відгук про курс' });
    expect(section).toHaveTextContent('From A1 to A2.');
    expect(section).toHaveTextContent('English for kids A2.');
    expect(section).toHaveTextContent('Мова відгукуанглійська');
    expect(section).not.toHaveTextContent('Could move to the intensive group.');
  });

  it('shows the marks in English', async () => {
    modules = [moduleFeedback];
    courses = [];
    await i18n.changeLanguage('en');
    try {
      renderFeedbacks();
      const card = await screen.findByRole('article', { name: 'Module 1. Getting to know you' });
      expect(within(card).getByText('Lexis', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'Unsatisfactory',
      );
      expect(within(card).getByText('Teacher', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'Emily Carter',
      );
    } finally {
      await i18n.changeLanguage('uk');
    }
  });

  it('says "no feedback yet" when nothing was sent', async () => {
    modules = [{ ...moduleFeedback, status: 'in_review' }];
    courses = [];
    renderFeedbacks();
    expect(await screen.findByRole('heading', { level: 2, name: 'Поки немає відгуків' })).toBeVisible();
  });
});
