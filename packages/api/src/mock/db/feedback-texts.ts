import type {
  CourseFeedbackFields,
  FeedbackFields,
  FeedbackLanguage,
  FeedbackMark,
} from '../../generated/model';
import { emptyCourseFeedbackFields } from '../rules/feedback-course-status';
import { MODULE_FEEDBACK_FIELDS as FEEDBACK_FIELD_ORDER } from '../../rules/module-feedback';
import { emptyFeedbackFields } from '../rules/feedback-status';
import { text } from '../scenarios/hostile';
import type { Random } from './world/random';

/** Seeded feedback texts: each teacher writes in English or in Ukrainian. */
type Pool = Record<FeedbackLanguage, readonly string[]>;

const TOPICS: Pool = {
  en: [
    'Present Perfect vs Past Simple; travel vocabulary; writing an informal e-mail.',
    'Future forms; talking about plans; phrasal verbs with "get".',
    'Comparatives and superlatives; describing places; a short presentation.',
    'Modal verbs of obligation; work and study vocabulary; a formal letter.',
  ],
  uk: [
    'Present Perfect і Past Simple; лексика «Подорожі»; неформальний лист.',
    'Способи вираження майбутнього; розповідь про плани; фразові дієслова з get.',
    'Ступені порівняння прикметників; опис місця; коротка презентація.',
    'Модальні дієслова обовʼязку; лексика «Робота й навчання»; офіційний лист.',
  ],
};

const TEST_COMMENTS: Pool = {
  en: [
    'Strong on grammar; lost points on the listening part.',
    'Good reading; the essay needs a clearer structure.',
    'Careful work, a few spelling mistakes.',
  ],
  uk: [
    'Добре з граматикою; втратив бали на аудіюванні.',
    'Гарне читання; есе потребує чіткішої структури.',
    'Уважна робота, кілька орфографічних помилок.',
  ],
};

const RECOMMENDATIONS: Pool = {
  en: [
    'Read graded readers at this level and keep a vocabulary notebook.',
    'Revise irregular verbs and practise speaking at the club.',
    'Listen to short podcasts twice a week.',
  ],
  uk: [
    'Читати адаптовані книжки свого рівня й вести словник.',
    'Повторити неправильні дієслова й більше говорити в розмовному клубі.',
    'Двічі на тиждень слухати короткі подкасти англійською.',
  ],
};

const PROGRESS: Pool = {
  en: [
    'Speaks more confidently and uses the new tenses correctly in discussions.',
    'Steady progress: homework is always on time and vocabulary has grown a lot.',
    'Good understanding of grammar; needs more practice in spontaneous speaking.',
  ],
  uk: [
    'Говорить упевненіше й правильно вживає нові часи в дискусіях.',
    'Стабільний прогрес: домашні завдання завжди вчасно, словниковий запас помітно зріс.',
    'Добре розуміє граматику; потрібно більше практики спонтанного мовлення.',
  ],
};

const GROUP: Pool = {
  en: [
    'A motivated group that works well in pairs.',
    'The group is friendly and active; attendance is good.',
  ],
  uk: ['Вмотивована група, добре працює в парах.', 'Дружня й активна група з гарним відвідуванням.'],
};

const COURSE_PROGRESS: Pool = {
  en: [
    'Moved up a level over the course; reads and writes with confidence.',
    'Clear progress in speaking and listening over the course.',
  ],
  uk: [
    'За курс піднявся на рівень вище; упевнено читає й пише.',
    'Помітний прогрес у говорінні й аудіюванні за курс.',
  ],
};

const COURSE_RECOMMENDATION: Pool = {
  en: [
    'Keep reading in English every day and practise writing essays.',
    'Join the speaking club to keep the fluency.',
  ],
  uk: [
    'Щодня читати англійською й писати есе.',
    'Відвідувати розмовний клуб, щоб не втратити вільність мовлення.',
  ],
};

const NEXT_COURSE: Pool = {
  en: [
    'General English at the next level.',
    'The Cambridge exam preparation course.',
    'Business English B2.',
  ],
  uk: [
    'Загальна англійська наступного рівня.',
    'Курс підготовки до іспитів Cambridge.',
    'Ділова англійська B2.',
  ],
};

const EXTENDED: Pool = {
  en: [
    'A hard-working student who always did the homework and helped others in pair work.',
    'Attentive and curious; asks good questions and uses new words at once.',
  ],
  uk: [
    'Старанний студент: завжди виконував домашні завдання й допомагав іншим у парах.',
    'Уважний і допитливий; ставить влучні запитання й одразу вживає нові слова.',
  ],
};

const MARKS: readonly FeedbackMark[] = ['great', 'good', 'satisfactory', 'unsatisfactory'];

/** The overall mark of a test score out of 20. */
const markOf = (score: number): FeedbackMark =>
  score >= 18 ? 'great' : score >= 15 ? 'good' : score >= 12 ? 'satisfactory' : 'unsatisfactory';

/** A mark near another (one step either way at most). */
const near = (random: Random, mark: FeedbackMark): FeedbackMark => {
  const index = MARKS.indexOf(mark) + random.pick([-1, 0, 0, 1]);
  return MARKS[Math.min(MARKS.length - 1, Math.max(0, index))] as FeedbackMark;
};

/** A whole module feedback, every field filled; the group comment is shared by the module. */
export function writtenFeedback(
  random: Random,
  language: FeedbackLanguage,
  groupComment: string,
): FeedbackFields {
  const score = random.int(10, 20);
  const mark = markOf(score);
  return {
    topics_covered: text(random.pick(TOPICS[language])),
    homework: near(random, mark),
    test_result: text(`${score}/20`),
    test_comment: text(random.pick(TEST_COMMENTS[language])),
    performance: near(random, mark),
    work_in_class: near(random, mark),
    recommendations: text(random.pick(RECOMMENDATIONS[language])),
    progress_comment: text(random.pick(PROGRESS[language])),
    group_comment: groupComment,
    lexis: near(random, mark),
    grammar: near(random, mark),
    mark,
  };
}

export const groupCommentFor = (random: Random, language: FeedbackLanguage): string =>
  text(random.pick(GROUP[language]));

/** A draft: the first few fields written, the rest still empty. */
export function draftFeedback(
  random: Random,
  language: FeedbackLanguage,
  groupComment: string,
): FeedbackFields {
  const full = writtenFeedback(random, language, groupComment);
  const kept = random.int(2, FEEDBACK_FIELD_ORDER.length - 2);
  const draft = emptyFeedbackFields();
  for (const key of FEEDBACK_FIELD_ORDER.slice(0, kept)) Object.assign(draft, { [key]: full[key] });
  return draft;
}

/** A whole course feedback; a draft leaves the last fields empty. */
export function writtenCourseFeedback(
  random: Random,
  language: FeedbackLanguage,
  draft = false,
): CourseFeedbackFields {
  const full: CourseFeedbackFields = {
    language,
    progress: text(random.pick(COURSE_PROGRESS[language])),
    recommendation: text(random.pick(COURSE_RECOMMENDATION[language])),
    future_course_recommendations: text(random.pick(NEXT_COURSE[language])),
    extended_comment: text(random.pick(EXTENDED[language])),
    dos_comment: random.chance(0.3)
      ? text(language === 'en' ? 'Could move to an intensive group.' : 'Може перейти в інтенсивну групу.')
      : null,
  };
  if (!draft) return full;
  return {
    ...emptyCourseFeedbackFields(),
    language,
    progress: full.progress,
    recommendation: full.recommendation,
  };
}
