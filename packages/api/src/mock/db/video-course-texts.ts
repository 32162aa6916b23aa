import type { Level } from './programs';

/** A text in both languages: Ukrainian first, English second. */
export type Both = readonly [string, string];

/** An authored course of the library: its words, level, access and the topics of its videos. */
export type VideoCourseText = {
  title: Both;
  summary: Both;
  description: Both;
  level: Level;
  access: 'free' | 'subscription';
  isNew: boolean;
  videos: readonly Both[];
  /** Words and phrases of the course's glossary in the knowledge bank. */
  glossary: readonly Both[];
};

export const VIDEO_COURSE_TEXTS: readonly VideoCourseText[] = [
  {
    title: ['Англійська для подорожей', 'English for travel'],
    summary: ['Фрази для аеропорту, готелю й вулиці.', 'Phrases for the airport, the hotel and the street.'],
    description: [
      'Короткий курс для тих, хто їде за кордон: реєстрація на рейс, заселення в готель і як запитати дорогу.',
      'A short course for those going abroad: checking in for a flight, at the hotel and asking the way.',
    ],
    level: 'A2',
    access: 'free',
    isNew: false,
    videos: [
      ['В аеропорту', 'At the airport'],
      ['У готелі', 'At the hotel'],
      ['Як запитати дорогу', 'Asking for directions'],
    ],
    glossary: [
      ['boarding pass — посадковий талон', 'boarding pass — the card that lets you board'],
      ['check in — зареєструватися', 'check in — to register at a desk'],
      ['turn left — поверніть ліворуч', 'turn left — go to the left'],
    ],
  },
  {
    title: ['Small talk без стресу', 'Small talk without stress'],
    summary: [
      'Як почати, підтримати й гарно завершити розмову.',
      'How to start, keep and end a conversation well.',
    ],
    description: [
      'Світська бесіда англійською: теми, що підходять завжди, запитання, що підтримують розмову, і ввічливе прощання.',
      'Small talk in English: safe topics, questions that keep a conversation going and a polite goodbye.',
    ],
    level: 'B1',
    access: 'subscription',
    isNew: true,
    videos: [
      ['Як почати розмову', 'Starting a conversation'],
      ['Як підтримати розмову', 'Keeping it going'],
      ['Як ввічливо завершити', 'Ending politely'],
    ],
    glossary: [
      ['How’s it going? — Як справи?', 'How’s it going? — a friendly greeting'],
      ['By the way — до речі', 'By the way — to change the topic'],
      [
        'It was nice talking to you — приємно було поговорити',
        'It was nice talking to you — a polite goodbye',
      ],
    ],
  },
  {
    title: ['Present Perfect за 20 хвилин', 'Present Perfect in 20 minutes'],
    summary: [
      'Коли вживати і як не плутати з Past Simple.',
      'When to use it and how not to mix it up with Past Simple.',
    ],
    description: [
      'Два відео про Present Perfect: досвід, результат і слова ever, never, already, yet.',
      'Two videos on the Present Perfect: experience, result and the words ever, never, already, yet.',
    ],
    level: 'B1',
    access: 'subscription',
    isNew: true,
    videos: [
      ['Коли вживати Present Perfect', 'When to use the Present Perfect'],
      ['Ever, never, already, yet', 'Ever, never, already, yet'],
    ],
    glossary: [
      ['have been — був, бувала', 'have been — experience up to now'],
      ['already — вже', 'already — sooner than expected'],
      ['yet — ще (у запитаннях і запереченнях)', 'yet — up to now (questions and negatives)'],
    ],
  },
  {
    title: ['Ділові листи', 'Business e-mails'],
    summary: [
      'Листи колегам і партнерам без зайвих слів.',
      'E-mails to colleagues and partners, clear and short.',
    ],
    description: [
      'Як почати й завершити діловий лист, попросити, нагадати і ввічливо поскаржитися.',
      'How to open and close a business e-mail, make a request, follow up and complain politely.',
    ],
    level: 'B2',
    access: 'subscription',
    isNew: false,
    videos: [
      ['Початок і завершення листа', 'Openings and closings'],
      ['Як попросити', 'Making requests'],
      ['Як нагадати', 'Following up'],
      ['Ввічлива скарга', 'A polite complaint'],
    ],
    glossary: [
      ['I am writing to… — Пишу вам, щоб…', 'I am writing to… — states the purpose'],
      ['Could you please… — Чи не могли б ви…', 'Could you please… — a polite request'],
      ['Kind regards — З повагою', 'Kind regards — a neutral closing'],
    ],
  },
  {
    title: ['Вимова: звуки, що плутають', 'Pronunciation: sounds that confuse'],
    summary: ['Ship чи sheep, think чи sink.', 'Ship or sheep, think or sink.'],
    description: [
      'Пари звуків, які українцям найважче розрізнити, і вправи, щоб їх почути й вимовити.',
      'The pairs of sounds Ukrainian speakers find hardest to tell apart, with practice to hear and say them.',
    ],
    level: 'A2',
    access: 'free',
    isNew: true,
    videos: [
      ['Ship чи sheep', 'Ship or sheep'],
      ['Звуки th', 'The th sounds'],
    ],
    glossary: [
      ['/ɪ/ — короткий звук у ship', '/ɪ/ — the short sound in ship'],
      ['/iː/ — довгий звук у sheep', '/iː/ — the long sound in sheep'],
      ['/θ/ — звук у think', '/θ/ — the sound in think'],
    ],
  },
  {
    title: ['Співбесіда англійською', 'Job interview in English'],
    summary: [
      'Розповідь про себе, сильні сторони й запитання роботодавцю.',
      'About yourself, your strengths and questions to ask.',
    ],
    description: [
      'Підготовка до співбесіди: коротка розповідь про себе, як говорити про сильні й слабкі сторони і що запитати наприкінці.',
      'Getting ready for an interview: a short story about yourself, talking about strengths and weaknesses, and what to ask at the end.',
    ],
    level: 'B2',
    access: 'subscription',
    isNew: false,
    videos: [
      ['Розкажіть про себе', 'Tell me about yourself'],
      ['Сильні й слабкі сторони', 'Strengths and weaknesses'],
      ['Запитання роботодавцю', 'Questions to ask'],
    ],
    glossary: [
      ['background — досвід, освіта', 'background — your experience and studies'],
      ['team player — командний гравець', 'team player — works well with others'],
      ['notice period — строк попередження', 'notice period — time before you can leave a job'],
    ],
  },
  {
    title: ['Фразові дієслова щодня', 'Everyday phrasal verbs'],
    summary: ['Get, take, put у живій мові.', 'Get, take and put in everyday speech.'],
    description: [
      'Найуживаніші фразові дієслова з get, take і put у прикладах з повсякденного життя.',
      'The most common phrasal verbs with get, take and put, in examples from everyday life.',
    ],
    level: 'B1',
    access: 'free',
    isNew: false,
    videos: [
      ['Дієслова з get', 'Phrasal verbs with get'],
      ['Дієслова з take', 'Phrasal verbs with take'],
      ['Дієслова з put', 'Phrasal verbs with put'],
    ],
    glossary: [
      ['get up — вставати', 'get up — to leave your bed'],
      ['take off — злітати; знімати', 'take off — to leave the ground; to remove'],
      ['put off — відкладати', 'put off — to postpone'],
    ],
  },
  {
    title: ['Академічне письмо', 'Academic writing'],
    summary: [
      'Структура есе, зв’язки між думками, обережні формулювання.',
      'Essay structure, linking ideas and hedging.',
    ],
    description: [
      'Для тих, хто готується до іспиту або навчання за кордоном: як побудувати есе і писати переконливо й обережно.',
      'For those preparing for an exam or studies abroad: how to build an essay and write convincingly and carefully.',
    ],
    level: 'C1',
    access: 'subscription',
    isNew: false,
    videos: [
      ['Структура есе', 'The structure of an essay'],
      ['Зв’язки між думками', 'Linking ideas'],
      ['Обережні формулювання', 'Hedging'],
    ],
    glossary: [
      ['however — однак', 'however — introduces a contrast'],
      ['it could be argued — можна стверджувати', 'it could be argued — a careful claim'],
      ['in conclusion — отже', 'in conclusion — introduces the end'],
    ],
  },
  {
    title: ['Перші кроки в англійській', 'First steps in English'],
    summary: ['Привітання, числа й родина.', 'Greetings, numbers and family.'],
    description: [
      'Курс для початківців: як привітатися, назвати числа й розповісти про родину.',
      'A course for beginners: how to say hello, count and talk about your family.',
    ],
    level: 'A1',
    access: 'free',
    isNew: false,
    videos: [
      ['Привітання', 'Greetings'],
      ['Числа', 'Numbers'],
      ['Родина', 'Family'],
    ],
    glossary: [
      ['Hello — Привіт', 'Hello — a greeting'],
      ['twenty — двадцять', 'twenty — the number 20'],
      ['brother — брат', 'brother — a male sibling'],
    ],
  },
];

/** The FAQ every course shares. */
export const VIDEO_COURSE_FAQ: readonly { question: Both; answer: Both }[] = [
  {
    question: ['Скільки я маю доступ до курсу?', 'How long can I watch the course?'],
    answer: [
      'Безкоштовні курси відкриті завжди. Курси за підпискою — доки підписка активна або оплачена: після скасування продовження доступ лишається до кінця оплаченого періоду.',
      'Free courses are always open. Subscription courses are open while your subscription is active or paid: after you cancel renewal, access stays to the end of the paid period.',
    ],
  },
  {
    question: ['Чи можна переглядати відео кілька разів?', 'Can I watch a video more than once?'],
    answer: [
      'Так. Відео відкривається з місця, де ви зупинилися, а завдання можна пройти ще раз: зараховується остання спроба.',
      'Yes. A video opens where you stopped, and you can take a task again: the last try counts.',
    ],
  },
  {
    question: ['Як отримати сертифікат?', 'How do I get the certificate?'],
    answer: [
      'Перегляньте всі відео й дайте відповіді на всі завдання. Від 60 % правильних відповідей — Pass, менше — Review (варто повторити матеріал).',
      'Watch every video and answer every task. 60 % of right answers or more is Pass; less is Review (worth going over the material again).',
    ],
  },
];

/** The checklist of every course's knowledge bank. */
export const VIDEO_COURSE_CHECKLIST: readonly Both[] = [
  ['Перегляньте відео до кінця', 'Watch each video to the end'],
  ['Дайте відповідь на завдання після відео', 'Answer the task after each video'],
  ['Повторіть словник перед наступним відео', 'Go over the glossary before the next video'],
];
