import type { Course, CourseListItem, Lesson, LessonListItem } from '@cabinet/api/model';

/** Records as the contract describes them, for the course views' component tests. */

const teacher = { id: 2, name: 'Олена Коваль', name_en: 'Olena Koval' };
export const maksym = { id: 11, name: 'Максим Мельник', name_en: 'Maksym Melnyk' };
export const sofiia = { id: 12, name: 'Софія Мельник', name_en: 'Sofiia Melnyk' };

export const listItem = (change: Partial<CourseListItem> = {}): CourseListItem => ({
  id: 1,
  kind: 'group',
  name: 'GE-B1-01',
  program: { id: 1, name: 'Загальна англійська', name_en: 'General English' },
  teacher,
  audience: 'adults',
  level: 'B1',
  format: 'online',
  course_type: 'regular',
  status: 'in_progress',
  start_date: '2026-09-07',
  end_date: '2026-12-21',
  schedule: [{ weekday: 1, start_time: '18:00', duration_minutes: 90 }],
  time_zone: 'Europe/Kyiv',
  lessons_total: 24,
  lessons_completed: 11,
  next_lesson: { id: 112, starts_at: '2026-11-23T18:00:00.000+02:00' },
  student: null,
  training: null,
  ...change,
});

export const course = (change: Partial<Course> = {}): Course => ({
  ...listItem(),
  room: null,
  zoom_link: 'https://zoom.us/j/8412345678',
  zoom_id: '841 2345 6789',
  zoom_passcode: 'k3x9q',
  books: 'digital',
  price: 270,
  price_unit: 'hour',
  seats_total: 10,
  students_count: 8,
  modules: [
    { id: 1, number: 1, name: 'Модуль 1. Знайомство', name_en: 'Module 1. Getting to know you' },
    { id: 2, number: 2, name: 'Модуль 2. Подорожі', name_en: 'Module 2. Travel' },
  ],
  company_name: null,
  useful_links: [],
  ...change,
});

export const lessonRow = (number: number, change: Partial<LessonListItem> = {}): LessonListItem => ({
  id: 100 + number,
  number,
  type: 'lesson',
  status: 'completed',
  starts_at: '2026-11-16T18:00:00.000+02:00',
  ends_at: '2026-11-16T19:30:00.000+02:00',
  topic: `Topic ${number}`,
  module_id: number <= 8 ? 1 : 2,
  late_cancel: false,
  attended: true,
  published: null,
  ...change,
});

export const lesson = (change: Partial<Lesson> = {}): Lesson => {
  const { module_id: _moduleId, ...row } = lessonRow(12, {
    status: 'upcoming',
    starts_at: '2026-11-23T18:00:00.000+02:00',
    ends_at: '2026-11-23T19:30:00.000+02:00',
    topic: 'Present Perfect',
    attended: null,
  });
  return {
    ...row,
    course_id: 1,
    module: { id: 2, number: 2, name: 'Модуль 2. Подорожі', name_en: 'Module 2. Travel' },
    classwork: 'Student’s Book p. 42-43, ex. 1-5.',
    homework: 'Workbook p. 30, ex. 2-4.',
    recording_url: null,
    room: null,
    zoom_link: 'https://zoom.us/j/8412345678',
    zoom_id: '841 2345 6789',
    zoom_passcode: 'k3x9q',
    files: [
      {
        id: 3,
        name: 'worksheet-unit-3.pdf',
        size: 184320,
        mime_type: 'application/pdf',
        url: 'https://files.school.example.org/3/worksheet-unit-3.pdf',
      },
    ],
    notes: null,
    attendance: null,
    can_teach: false,
    trial_outcome: null,
    ...change,
  };
};
