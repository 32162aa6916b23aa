import { randomFor } from './world/random';

type Both = readonly [uk: string, en: string];
type BankQuestion = { text: Both; options: readonly Both[]; right: number };

/** Questions on teaching methodology the events' tests draw from (the first option is never a hint). */
const BANK: readonly BankQuestion[] = [
  {
    text: ['Що таке CCQ?', 'What is a CCQ?'],
    options: [
      ['Тест на рівень', 'A level test'],
      ['Запитання для перевірки розуміння', 'A concept-checking question'],
      ['Вид домашнього завдання', 'A kind of homework'],
      ['Оцінка за модуль', 'A module mark'],
    ],
    right: 1,
  },
  {
    text: [
      'Коли краще виправляти помилки у вільному мовленні?',
      'When is it best to correct errors in fluency work?',
    ],
    options: [
      ['Одразу, перериваючи учня', 'At once, interrupting the learner'],
      ['Ніколи', 'Never'],
      ['Після завершення активності', 'After the activity ends'],
      ['Лише письмово', 'Only in writing'],
    ],
    right: 2,
  },
  {
    text: ['Що означає TTT?', 'What does TTT stand for?'],
    options: [
      ['Teacher talking time', 'Teacher talking time'],
      ['Test, teach, test', 'Test, teach, test'],
      ['Time to think', 'Time to think'],
      ['Total test time', 'Total test time'],
    ],
    right: 0,
  },
  {
    text: ['Яка мета етапу lead-in?', 'What is the aim of a lead-in?'],
    options: [
      ['Перевірити домашнє завдання', 'Check the homework'],
      ['Зацікавити темою й активізувати знання', 'Engage learners and activate what they know'],
      ['Пояснити граматику', 'Explain the grammar'],
      ['Виставити оцінки', 'Give marks'],
    ],
    right: 1,
  },
  {
    text: ['Що таке scaffolding?', 'What is scaffolding?'],
    options: [
      ['Покрокова підтримка учня', 'Step-by-step support for the learner'],
      ['Перевірка вимови', 'Checking pronunciation'],
      ['Розсаджування класу', 'Seating the class'],
      ['Підсумковий тест', 'A final test'],
    ],
    right: 0,
  },
  {
    text: [
      'Скільки часу давати на підготовку до рольової гри?',
      'How much preparation time suits a role play?',
    ],
    options: [
      ['Жодного', 'None'],
      ['Цілий урок', 'A whole lesson'],
      ['Кілька хвилин', 'A few minutes'],
      ['Тиждень', 'A week'],
    ],
    right: 2,
  },
  {
    text: ['Що перевіряє ICQ?', 'What does an ICQ check?'],
    options: [
      ['Словниковий запас', 'Vocabulary'],
      ['Розуміння інструкції', 'That the instructions are understood'],
      ['Рівень учня', 'The learner’s level'],
      ['Відвідуваність', 'Attendance'],
    ],
    right: 1,
  },
];

/** How many questions an event's test has. */
export const EVENT_TEST_SIZE = 5;

export type EventQuestion = {
  id: number;
  text: string;
  text_en: string;
  options: { id: number; text: string; text_en: string }[];
  right_option_id: number;
};

/**
 * The test of an event: the same questions for every trainee and every try, drawn from the bank by
 * the event's id. Question ids are the event's id times 100 plus a number; option ids the
 * question's id times 10 plus a number, so every test has ids of its own.
 */
export function eventQuestions(eventId: number): EventQuestion[] {
  const random = randomFor(`event-test:${eventId}`);
  return random
    .shuffle(BANK)
    .slice(0, EVENT_TEST_SIZE)
    .map((question, index) => {
      const id = eventId * 100 + index + 1;
      const options = question.options.map(([text, textEn], j) => ({
        id: id * 10 + j + 1,
        text,
        text_en: textEn,
      }));
      return {
        id,
        text: question.text[0],
        text_en: question.text[1],
        options,
        right_option_id: id * 10 + question.right + 1,
      };
    });
}
