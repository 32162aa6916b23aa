import type { EventType } from '../../generated/model';

type Both = readonly [uk: string, en: string];

/** Topics of the seeded teacher-training events, per type, in Ukrainian and English. */
export const EVENT_TOPICS: Record<EventType, readonly Both[]> = {
  webinar: [
    ['Як навчати лексики через ігри', 'Teaching vocabulary through games'],
    ['Зворотний зв’язок, що мотивує', 'Feedback that motivates'],
    ['Онлайн-урок без втоми', 'Online lessons without fatigue'],
    ['Граматика в контексті', 'Grammar in context'],
    ['Робота з батьками учнів', 'Working with learners’ parents'],
    ['Вимова: з чого почати', 'Pronunciation: where to start'],
    ['Читання з підлітками', 'Reading with teenagers'],
  ],
  conference: [
    ['Осіння методична конференція', 'Autumn teaching methodology conference'],
    ['Цифрові інструменти в класі', 'Digital tools in the classroom'],
    ['Інклюзивне навчання англійської', 'Inclusive English teaching'],
    ['Оцінювання без стресу', 'Assessment without stress'],
    ['Кембриджські іспити: практика', 'Cambridge exams in practice'],
    ['Навчання дорослих', 'Teaching adults'],
  ],
  workshop: [
    ['Письмові роботи: як перевіряти', 'Marking written work'],
    ['Рольові ігри на уроці', 'Role play in class'],
    ['Планування модуля', 'Planning a module'],
    ['Розмовна практика в малих групах', 'Speaking practice in small groups'],
    ['Уроки для молодших школярів', 'Lessons for young learners'],
    ['Проєктна робота', 'Project work'],
  ],
};

/** The parts of an event's programme, in order. */
export const SCHEDULE_PARTS: readonly Both[] = [
  ['Вступ і знайомство', 'Welcome and introductions'],
  ['Основна частина', 'Main session'],
  ['Практика в парах', 'Practice in pairs'],
  ['Питання й відповіді', 'Questions and answers'],
];

/** What an event is about, by type. */
export const EVENT_DESCRIPTIONS: Record<EventType, Both> = {
  webinar: [
    'Вебінар для викладачів англійської: короткий огляд теми, приклади з уроків і відповіді на запитання.',
    'A webinar for English teachers: a short overview, examples from real lessons and your questions answered.',
  ],
  conference: [
    'Конференція для викладачів: доповіді, обмін досвідом і нетворкінг.',
    'A conference for teachers: talks, sharing experience and networking.',
  ],
  workshop: [
    'Практичний воркшоп: працюємо з матеріалами й одразу пробуємо прийоми в групах.',
    'A hands-on workshop: we work with real materials and try the techniques in groups.',
  ],
};

/** Where offline events are held. */
export const EVENT_ADDRESS: Both = ['вул. Велика Васильківська, 72, Київ', '72 Velyka Vasylkivska St, Kyiv'];
