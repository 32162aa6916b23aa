import { configureHttp } from '@cabinet/api/http';
import type { CatchUp, CourseListItem, LessonListItem } from '@cabinet/api/model';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppTheme } from '@cabinet/design-system/theme';
import type { ReactElement } from 'react';
import { renderWithApp as renderBare } from '../../testing/render';
import { CatchUps } from './CatchUps';
import { CourseGeneral } from './CourseGeneral';
import { CourseList } from './CourseList';
import { CourseSchedule } from './CourseSchedule';
import { CourseSummaryView } from './CourseSummaryView';
import { LessonDetails } from './LessonDetails';
import { course, lesson, lessonRow, listItem, maksym, sofiia } from './test-fixtures';

const renderWithApp = (ui: ReactElement, options?: { route?: string }) =>
  renderBare(<AppTheme>{ui}</AppTheme>, options);

let courses: CourseListItem[] = [];
let lessons: LessonListItem[] = [];
let catchUps: CatchUp[] = [];
const asked: URL[] = [];

const page = <T,>(rows: T[], url: URL) => {
  const perPage = Number(url.searchParams.get('per_page') ?? 20);
  const number = Number(url.searchParams.get('page') ?? 1);
  return {
    data: rows.slice((number - 1) * perPage, number * perPage),
    meta: { page: number, per_page: perPage, total: rows.length },
  };
};

const server = setupServer(
  http.get('*/api/v1/courses', ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json(page(courses, new URL(request.url)));
  }),
  http.get('*/api/v1/courses/:courseId', ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json({ data: course() });
  }),
  http.get('*/api/v1/courses/:courseId/feed', ({ request }) =>
    HttpResponse.json(
      page(
        [
          {
            id: 1,
            author: { id: 2, name: 'Олена Коваль', name_en: 'Olena Koval' },
            text: 'Не забудьте зошити.\n<b>Без HTML</b>',
            created_at: '2026-11-20T18:00:00.000+02:00',
          },
        ],
        new URL(request.url),
      ),
    ),
  ),
  http.get('*/api/v1/courses/:courseId/lessons', ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json(page(lessons, new URL(request.url)));
  }),
  http.get('*/api/v1/lessons/:lessonId', ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json({ data: lesson() });
  }),
  http.get('*/api/v1/courses/:courseId/catch-ups', () => HttpResponse.json({ data: catchUps })),
  http.get('*/api/v1/courses/:courseId/summary', ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json({
      data: {
        course_id: 1,
        status: 'in_progress',
        lessons_completed: 14,
        lessons_total: 24,
        students: [
          {
            student: maksym,
            attendance_percent: 92,
            lessons_attended: 12,
            lessons_marked: 13,
            modules: [
              {
                module: course().modules[0],
                tasks_completed: 2,
                tasks_total: 3,
                tests: [
                  {
                    assignment_id: 5,
                    title: 'Progress test 1',
                    test_type: 'progress_test',
                    status: 'completed',
                    score: 17,
                    max_score: 20,
                    percent: 85,
                    grade: 'B',
                  },
                  {
                    assignment_id: 6,
                    title: 'Test 2',
                    test_type: 'test',
                    status: 'not_opened',
                    score: null,
                    max_score: 10,
                    percent: null,
                    grade: null,
                  },
                ],
              },
            ],
            final_test: null,
          },
        ],
      },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  asked.length = 0;
  configureHttp({ baseUrl: window.location.origin });
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

describe('CourseList', () => {
  it('groups a parent’s courses by child, each card naming the student and linking to the course', async () => {
    courses = [
      listItem({ id: 3, student: maksym, name: 'KIDS-A1-01' }),
      listItem({ id: 4, student: sofiia, name: 'TEEN-B1-02' }),
    ];
    renderWithApp(
      <CourseList
        kind="group"
        viewer="parent"
        courseHref={(row) => `/parent/groups/${row.id}/${row.student?.id}`}
      />,
    );
    const maksymsGroups = await screen.findByRole('region', { name: 'Групи: Максим Мельник' });
    const card = within(maksymsGroups).getByRole('article', { name: 'KIDS-A1-01' });
    expect(within(card).getByRole('link', { name: 'KIDS-A1-01' })).toHaveAttribute(
      'href',
      '/parent/groups/3/11',
    );
    expect(within(card).getByText('Максим Мельник')).toBeVisible();
    expect(within(card).getByText('Проведено 11 з 24 занять')).toBeVisible();
    expect(within(card).getByText(/23 листопада 2026, 18:00 \(за київським часом\)/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Групи: Софія Мельник' })).toBeVisible();
    expect(asked[0]?.searchParams.get('kind')).toBe('group');
  });

  it('shows a student’s courses by status', async () => {
    courses = [
      listItem({ id: 1 }),
      listItem({ id: 2, name: 'BE-B2-03', status: 'finished', next_lesson: null }),
    ];
    renderWithApp(
      <CourseList kind="group" viewer="student" courseHref={(row) => `/student/groups/${row.id}`} />,
    );
    const finished = await screen.findByRole('region', { name: 'Завершені' });
    expect(within(finished).getByText('Запланованих занять немає')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Тривають' })).toBeVisible();
  });

  it('says so when there is no course', async () => {
    courses = [];
    renderWithApp(<CourseList kind="individual" viewer="student" courseHref={() => '/'} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Поки немає індивідуальних занять' }),
    ).toBeVisible();
  });
});

describe('CourseGeneral', () => {
  it('shows the facts, the Zoom details, the link to the schedule and the read-only feed as plain text', async () => {
    renderWithApp(<CourseGeneral courseId={1} studentId={11} scheduleHref="/parent/groups/schedule/1/11" />);
    const about = await screen.findByRole('region', { name: 'Про курс' });
    expect(within(about).getByText('Загальна англійська')).toBeVisible();
    expect(within(about).getByText('Звичайний (двічі на тиждень)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Увесь розклад' })).toHaveAttribute(
      'href',
      '/parent/groups/schedule/1/11',
    );
    expect(screen.getByRole('link', { name: /Приєднатися в Zoom/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('841 2345 6789')).toBeVisible();
    const weekly = screen.getByRole('region', { name: 'Розклад на тиждень' });
    expect(within(weekly).getByText(/понеділок, 18:00–19:30 \(за київським часом\)/)).toBeVisible();
    const feed = screen.getByRole('region', { name: 'Стрічка групи' });
    expect(await within(feed).findByText(/<b>Без HTML<\/b>/)).toBeVisible();
    expect(within(feed).queryByRole('textbox')).toBeNull();
    expect(asked.find((url) => url.pathname === '/api/v1/courses/1')?.searchParams.get('student_id')).toBe(
      '11',
    );
  });
});

describe('CourseSchedule', () => {
  it('reads every page, groups lessons by module and offers the calendar for upcoming lessons only', async () => {
    lessons = [
      ...Array.from({ length: 100 }, (_, index) => lessonRow(index + 1)),
      lessonRow(101, { status: 'incomplete', attended: null }),
      lessonRow(102, { status: 'upcoming', attended: null, late_cancel: true }),
    ];
    renderWithApp(
      <CourseSchedule courseId={1} lessonHref={({ id }) => `/student/groups/schedule/1/lesson/${id}`} />,
    );
    const later = await screen.findByRole('region', { name: 'Модуль 2. Подорожі' });
    expect(screen.getByRole('region', { name: 'Модуль 1. Знайомство' })).toBeVisible();
    expect(
      asked.filter((url) => url.pathname.endsWith('/lessons')).map((url) => url.searchParams.get('page')),
    ).toEqual([null, '2']);
    expect(asked.every((url) => !url.searchParams.has('student_id'))).toBe(true);
    const upcoming = within(later).getByRole('listitem', { name: 'Заняття 102. Topic 102' });
    expect(within(upcoming).getByRole('link', { name: 'Заняття 102. Topic 102' })).toHaveAttribute(
      'href',
      '/student/groups/schedule/1/lesson/202',
    );
    expect(within(upcoming).getByText('Пізнє скасування')).toBeVisible();
    const incomplete = within(later).getByRole('listitem', { name: 'Заняття 101. Topic 101' });
    expect(within(incomplete).getByText('Не завершено')).toBeVisible();
    expect(within(incomplete).queryByRole('button', { name: /Додати в календар/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Додати в календар/ })).toHaveLength(1);

    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:lesson';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(
      within(upcoming).getByRole('button', { name: /^Додати в календар\s?: Заняття 102\. Topic 102$/ }),
    );
    const file = (await saved[0]?.text()) ?? '';
    expect(file).toContain('DTSTART;TZID=Europe/Kyiv:20261116T180000');
    expect(file).toContain('SUMMARY:GE-B1-01 · Заняття 102. Topic 102');
    expect(file.replace(/\r\n /g, '')).toContain('LOCATION:https://zoom.us/j/8412345678');
  }, 30_000);

  it('says so when the course has no lessons', async () => {
    lessons = [];
    renderWithApp(<CourseSchedule courseId={1} lessonHref={() => '/'} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Поки немає уроків' })).toBeVisible();
  });
});

describe('LessonDetails', () => {
  it('shows the lesson for a parent’s child: times, Zoom, work, files and the calendar', async () => {
    renderWithApp(<LessonDetails lessonId={112} studentId={11} />, {
      route: '/parent/groups/schedule/1/11/lesson/112',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Заняття 12. Present Perfect' }),
    ).toBeVisible();
    expect(screen.getByText('23 листопада 2026, 18:00–19:30 (за київським часом)')).toBeVisible();
    expect(screen.getByText('k3x9q')).toBeVisible();
    expect(screen.getByText('Workbook p. 30, ex. 2-4.')).toBeVisible();
    expect(screen.getByText('Запису поки немає.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'worksheet-unit-3.pdf' })).toHaveAttribute(
      'download',
      'worksheet-unit-3.pdf',
    );
    expect(screen.getByText('(180 КБ)')).toBeVisible();
    expect(screen.getByText('Ще не відмічено')).toBeVisible();
    expect(await screen.findByRole('button', { name: /^Додати в календар/ })).toBeEnabled();
    expect(asked.find((url) => url.pathname === '/api/v1/lessons/112')?.searchParams.get('student_id')).toBe(
      '11',
    );
  });
});

describe('CourseSummaryView', () => {
  it('shows the child’s progress, attendance, each module’s tasks and test results, and no final test yet', async () => {
    renderWithApp(<CourseSummaryView courseId={1} studentId={11} />);
    const attendance = await screen.findByRole('region', { name: 'Відвідування' });
    expect(within(attendance).getByText('92 %: присутність на 12 з 13 відмічених занять')).toBeVisible();
    expect(screen.getByText('Проведено 14 з 24 занять')).toBeVisible();
    const module = screen.getByRole('region', { name: 'Модуль 1. Знайомство' });
    expect(within(module).getByText('Виконано 2 з 3 завдань')).toBeVisible();
    expect(within(module).getByText('17 з 20 (85 %), оцінка B')).toBeVisible();
    expect(within(module).getByText('Результату ще немає (максимум 10)')).toBeVisible();
    expect(screen.getByText('Фінального тесту ще не було.')).toBeVisible();
    expect(asked.at(-1)?.searchParams.get('student_id')).toBe('11');
  });
});

describe('CatchUps', () => {
  it('lists the coming catch-ups apart from the past ones', async () => {
    const base: CatchUp = {
      id: 1,
      course_id: 1,
      student: maksym,
      teacher: { id: 2, name: 'Олена Коваль', name_en: 'Olena Koval' },
      missed_lesson: { id: 109, number: 9, topic: 'Present Perfect' },
      starts_at: '2026-11-12T17:00:00.000+02:00',
      ends_at: '2026-11-12T18:00:00.000+02:00',
      status: 'completed',
      zoom_link: null,
      room: '204',
    };
    catchUps = [
      base,
      { ...base, id: 2, status: 'upcoming', missed_lesson: { id: 110, number: 10, topic: 'Travel' } },
    ];
    renderWithApp(<CatchUps courseId={1} />);
    const ahead = await screen.findByRole('region', { name: 'Заплановані' });
    const card = within(ahead).getByRole('listitem', { name: 'Відпрацювання заняття 10. Travel' });
    expect(within(card).getByText('204')).toBeVisible();
    expect(within(card).getByText('Заплановано')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Минулі' })).getByText('Завершено')).toBeVisible();
  });

  it('says so when there is none', async () => {
    catchUps = [];
    renderWithApp(<CatchUps courseId={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Відпрацювань немає' })).toBeVisible();
  });
});
