import type { Random } from './random';

/** Ukrainian names with their English (passport) spelling, for the seeded people of the school. */
const FIRST_NAMES: readonly (readonly [string, string])[] = [
  ['Олександр', 'Oleksandr'],
  ['Анна', 'Anna'],
  ['Дмитро', 'Dmytro'],
  ['Марія', 'Mariia'],
  ['Андрій', 'Andrii'],
  ['Катерина', 'Kateryna'],
  ['Іван', 'Ivan'],
  ['Оксана', 'Oksana'],
  ['Сергій', 'Serhii'],
  ['Юлія', 'Yuliia'],
  ['Максим', 'Maksym'],
  ['Вікторія', 'Viktoriia'],
  ['Богдан', 'Bohdan'],
  ['Ірина', 'Iryna'],
  ['Тарас', 'Taras'],
  ['Наталія', 'Nataliia'],
  ['Артем', 'Artem'],
  ['Дарина', 'Daryna'],
  ['Назар', 'Nazar'],
  ['Софія', 'Sofiia'],
  ['Євген', 'Yevhen'],
  ['Ольга', 'Olha'],
  ['Ярослав', 'Yaroslav'],
  ['Христина', 'Khrystyna'],
  ['Роман', 'Roman'],
  ['Олена', 'Olena'],
  ['Василь', 'Vasyl'],
  ['Людмила', 'Liudmyla'],
  ['Остап', 'Ostap'],
  ['Злата', 'Zlata'],
  ['Матвій', 'Matvii'],
  ['Мілана', 'Milana'],
];

const LAST_NAMES: readonly (readonly [string, string])[] = [
  ['Коваль', 'Koval'],
  ['Мельник', 'Melnyk'],
  ['Шевчук', 'Shevchuk'],
  ['Бондар', 'Bondar'],
  ['Ткаченко', 'Tkachenko'],
  ['Кравченко', 'Kravchenko'],
  ['Олійник', 'Oliinyk'],
  ['Бойко', 'Boiko'],
  ['Лисенко', 'Lysenko'],
  ['Савченко', 'Savchenko'],
  ['Марченко', 'Marchenko'],
  ['Руденко', 'Rudenko'],
  ['Мороз', 'Moroz'],
  ['Поліщук', 'Polishchuk'],
  ['Гончар', 'Honchar'],
  ['Левченко', 'Levchenko'],
  ['Кузьменко', 'Kuzmenko'],
  ['Павленко', 'Pavlenko'],
  ['Гнатюк', 'Hnatiuk'],
  ['Кравець', 'Kravets'],
  ['Литвин', 'Lytvyn'],
  ['Сидоренко', 'Sydorenko'],
  ['Пономаренко', 'Ponomarenko'],
  ['Білик', 'Bilyk'],
  ['Захарченко', 'Zakharchenko'],
  ['Остапчук', 'Ostapchuk'],
  ['Дорошенко', 'Doroshenko'],
  ['Юрченко', 'Yurchenko'],
];

/** Teachers of the school who are native speakers: the same name in both languages. */
const NATIVE_TEACHERS: readonly string[] = [
  'Oliver Bennett',
  'Sophie Turner',
  'Daniel Hughes',
  'Grace Mitchell',
  'Thomas Wright',
  'Hannah Clarke',
  'Ryan Cooper',
  'Lucy Morgan',
];

export type PersonName = { name: string; nameEn: string };

export function ukrainianName(random: Random): PersonName {
  const [first, firstEn] = random.pick(FIRST_NAMES);
  const [last, lastEn] = random.pick(LAST_NAMES);
  return { name: `${first} ${last}`, nameEn: `${firstEn} ${lastEn}` };
}

export function teacherName(random: Random, index: number): PersonName {
  const native = NATIVE_TEACHERS[index];
  return native && index % 2 === 0 ? { name: native, nameEn: native } : ukrainianName(random);
}
