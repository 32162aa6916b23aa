import { agesOf } from '../../rules/public-facts';
import { text } from '../scenarios/hostile';
import { createTable } from './table';

export type Audience = 'adults' | 'teenagers' | 'kids';
export type Level = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';

export type ProgramRow = {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  audiences: Audience[];
  levels: Level[];
  /** A teacher-training programme: its groups are for trainees, not in the public catalogue. */
  training?: 'tkt' | 'tylt';
};

const PROGRAMS: Omit<ProgramRow, 'id'>[] = [
  {
    slug: 'general-english',
    name: 'Загальна англійська',
    name_en: 'General English',
    description: 'Граматика, лексика, читання, письмо, аудіювання й розмова для щоденного життя.',
    description_en: 'Grammar, vocabulary, reading, writing, listening and speaking for everyday life.',
    audiences: ['adults'],
    levels: ['A1', 'A2', 'B1', 'B2', 'C1'],
  },
  {
    slug: 'business-english',
    name: 'Ділова англійська',
    name_en: 'Business English',
    description: 'Листування, переговори, презентації та зустрічі англійською.',
    description_en: 'Correspondence, negotiations, presentations and meetings in English.',
    audiences: ['adults'],
    levels: ['B1', 'B2', 'C1'],
  },
  {
    slug: 'cambridge-exams',
    name: 'Підготовка до іспитів Cambridge',
    name_en: 'Cambridge exam preparation',
    description: 'Формат іспитів B2 First і C1 Advanced, пробні тести та стратегії.',
    description_en: 'The B2 First and C1 Advanced formats, mock exams and strategies.',
    audiences: ['teenagers', 'adults'],
    levels: ['B2', 'C1', 'C2'],
  },
  {
    slug: 'english-for-teens',
    name: 'Англійська для підлітків',
    name_en: 'English for teens',
    description: `Курс для ${agesOf('teenagers')} років: проєкти, дискусії й підготовка до ЗНО та НМТ.`,
    description_en: `A course for ages ${agesOf('teenagers')}: projects, discussions and school exam preparation.`,
    audiences: ['teenagers'],
    levels: ['A2', 'B1', 'B2'],
  },
  {
    slug: 'english-for-kids',
    name: 'Англійська для дітей',
    name_en: 'English for kids',
    description: `Курс для ${agesOf('kids')} років: ігри, пісні, казки й перші розмови англійською.`,
    description_en: `A course for ages ${agesOf('kids')}: games, songs, stories and first conversations in English.`,
    audiences: ['kids'],
    levels: ['A1', 'A2'],
  },
  {
    slug: 'speaking-intensive',
    name: 'Розмовний інтенсив',
    name_en: 'Speaking intensive',
    description: 'Три заняття на тиждень без підручника: лише розмова, вимова й вільне мовлення.',
    description_en: 'Three lessons a week without a textbook: conversation, pronunciation and fluency.',
    audiences: ['adults', 'teenagers'],
    levels: ['B1', 'B2', 'C1'],
  },
  {
    slug: 'tkt',
    training: 'tkt',
    name: 'Підготовка до TKT',
    name_en: 'TKT preparation',
    description: 'Теорія й практика викладання англійської та підготовка до Cambridge TKT.',
    description_en: 'The theory and practice of teaching English, and preparation for Cambridge TKT.',
    audiences: ['adults'],
    levels: ['B2', 'C1', 'C2'],
  },
  {
    slug: 'tylt',
    training: 'tylt',
    name: 'Викладання дітям і підліткам (TYLT)',
    name_en: 'Teaching Young Learners and Teens (TYLT)',
    description: 'Як навчати дітей і підлітків: спостереження уроків, практика й фінальний тест.',
    description_en:
      'How to teach children and teens: lesson observations, teaching practice and a final test.',
    audiences: ['adults'],
    levels: ['B2', 'C1', 'C2'],
  },
];

export const programs = createTable<ProgramRow>('programs', () =>
  PROGRAMS.map((program, index) => ({
    ...program,
    id: index + 1,
    description: text(program.description),
    description_en: text(program.description_en),
  })),
);
