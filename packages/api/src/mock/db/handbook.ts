import { text } from '../scenarios/hostile';
import { createTable } from './table';
import { demoIdOf } from './world/people';
import { randomFor } from './world/random';
import { atSchoolTime, schoolToday, shiftDate } from '../../time/school-time';

export type HandbookCategoryRow = { id: number; position: number; name: string; name_en: string };

export type HandbookCardRow = {
  id: number;
  category_id: number;
  title: string;
  title_en: string;
  /** HTML written by the school's editors (sanitised by the cabinet on display). */
  body: string;
  body_en: string;
  file_ids: number[];
  links: { title: string; title_en: string; url: string }[];
  published_at: string;
  updated_at: string;
};

/** A viewer's last visit of the handbook; the id is the user's id. */
export type HandbookVisitRow = { id: number; last_visit_at: string };

const CATEGORIES: readonly (readonly [string, string])[] = [
  ['Правила школи', 'School rules'],
  ['Уроки й методика', 'Lessons and methods'],
  ['Заміни й відпустки', 'Substitutions and leave'],
  ['Зарплата й статистика', 'Salary and statistics'],
  ['Платформа й Zoom', 'The platform and Zoom'],
];

type CardPlan = readonly [category: number, title: string, titleEn: string, body: string, bodyEn: string];

const CARDS: readonly CardPlan[] = [
  [
    1,
    'Етика викладача',
    'Teacher ethics',
    '<p>Поважайте час студентів: починайте й закінчуйте вчасно.</p>',
    '<p>Respect the students’ time: start and finish on time.</p>',
  ],
  [
    1,
    'Дрес-код',
    'Dress code',
    '<p>Діловий повсякденний стиль у школі й на камері.</p>',
    '<p>Business casual at school and on camera.</p>',
  ],
  [
    1,
    'Конфіденційність',
    'Privacy',
    '<p>Не діліться контактами студентів поза платформою.</p>',
    '<p>Do not share students’ contacts outside the platform.</p>',
  ],
  [
    2,
    'План уроку',
    'Lesson plan',
    '<h3>Структура</h3><ol><li>Warm-up</li><li>Presentation</li><li>Practice</li><li>Production</li></ol>',
    '<h3>Structure</h3><ol><li>Warm-up</li><li>Presentation</li><li>Practice</li><li>Production</li></ol>',
  ],
  [
    2,
    'Зворотний звʼязок за модуль',
    'Module feedback',
    '<p>Заповніть усі поля; коментар — щонайменше 20 символів.</p>',
    '<p>Fill in every field; the comment takes at least 20 characters.</p>',
  ],
  [
    2,
    'Тести на платформі',
    'Tests on the platform',
    '<p>Призначайте тест лише на майбутні уроки або уроки, що тривають.</p>',
    '<p>Appoint a test only to upcoming or in-progress lessons.</p>',
  ],
  [
    3,
    'Як попросити заміну',
    'How to ask for a substitute',
    '<p>Попросіть заміну щонайменше за 24 години; вкажіть причину.</p>',
    '<p>Ask for a substitute at least 24 hours ahead and give the reason.</p>',
  ],
  [
    3,
    'Пізнє скасування',
    'Late cancellation',
    '<p>Урок, скасований пізно, оплачується як проведений.</p>',
    '<p>A lesson cancelled late is paid as if held.</p>',
  ],
  [
    4,
    'Записи статистики',
    'Statistics records',
    '<p>Додайте записи до кінця місяця; усі поля обовʼязкові.</p>',
    '<p>Add your records by the end of the month; every field is required.</p>',
  ],
  [
    4,
    'Податки',
    'Taxes',
    '<p>Єдиний податок утримується з загальної суми.</p>',
    '<p>The single tax is deducted from the running total.</p>',
  ],
  [
    5,
    'Налаштування Zoom',
    'Zoom settings',
    '<p>Увімкніть зал очікування й запис у хмару.</p>',
    '<p>Turn on the waiting room and cloud recording.</p>',
  ],
  [
    5,
    'Стрічка групи',
    'The group feed',
    '<p>Публікації мають обмеження на кількість символів.</p>',
    '<p>Posts have a character limit.</p>',
  ],
];

export const handbookCategories = createTable<HandbookCategoryRow>('handbook_categories', () =>
  CATEGORIES.map(([name, nameEn], index) => ({ id: index + 1, position: index + 1, name, name_en: nameEn })),
);

/** The demo viewers' last visit: a week ago (see `handbookVisits`). */
export const SEEDED_VISIT_DAYS_AGO = 7;

/**
 * The cards: most published long ago; around the seeded last visit (a week ago) some are new
 * (published since) and some updated (published before, changed since).
 */
export const handbookCards = createTable<HandbookCardRow>('handbook_cards', () => {
  const random = randomFor('handbook');
  const today = schoolToday();
  return CARDS.map(([category, title, titleEn, body, bodyEn], index) => {
    // Every fourth card is new (published 1–5 days ago), every fourth + 1 updated, the rest old.
    const kind = index % 4 === 0 ? 'new' : index % 4 === 1 ? 'updated' : 'old';
    const published = shiftDate(today, kind === 'new' ? -random.int(1, 5) : -random.int(30, 200));
    const updated = kind === 'updated' ? shiftDate(today, -random.int(1, 5)) : published;
    return {
      id: index + 1,
      category_id: category,
      title: text(title),
      title_en: text(titleEn),
      body,
      body_en: bodyEn,
      file_ids: index === 3 ? [1] : [],
      links:
        index % 3 === 0
          ? [{ title: 'Шаблон', title_en: 'Template', url: `https://docs.school.mock/handbook/${index + 1}` }]
          : [],
      published_at: atSchoolTime(published, '10:00'),
      updated_at: atSchoolTime(updated, '12:00'),
    };
  });
});

/** Last visits (id = the user's id): the demo teaching accounts visited a week ago; others never yet. */
export const handbookVisits = createTable<HandbookVisitRow>('handbook_visits', () =>
  ['teacher@demo.school', 'dos@demo.school', 'tutor@demo.school', 'corp.teacher@demo.school'].map(
    (email) => ({
      id: demoIdOf(email),
      last_visit_at: atSchoolTime(shiftDate(schoolToday(), -SEEDED_VISIT_DAYS_AGO), '09:00'),
    }),
  ),
);
