import type { Level } from './programs';

export type ClubType = 'speaking' | 'grammar' | 'business' | 'book' | 'movie' | 'listening' | 'kids' | 'teen';

export const CLUB_TYPES: readonly ClubType[] = [
  'speaking',
  'grammar',
  'business',
  'book',
  'movie',
  'listening',
  'kids',
  'teen',
];

/** The club's title in both languages, by type: [Ukrainian, English] per topic. */
export const CLUB_TOPICS: Record<ClubType, readonly (readonly [string, string])[]> = {
  speaking: [
    ['Розмовний клуб: подорожі', 'Speaking club: travel'],
    ['Розмовний клуб: технології', 'Speaking club: technology'],
    ['Розмовний клуб: їжа й кухні світу', 'Speaking club: food around the world'],
    ['Розмовний клуб: мрії та плани', 'Speaking club: dreams and plans'],
  ],
  grammar: [
    ['Граматичний клуб: часи дієслів', 'Grammar club: verb tenses'],
    ['Граматичний клуб: умовні речення', 'Grammar club: conditionals'],
    ['Граматичний клуб: артиклі', 'Grammar club: articles'],
  ],
  business: [
    ['Бізнес-клуб: переговори', 'Business club: negotiations'],
    ['Бізнес-клуб: презентації', 'Business club: presentations'],
    ['Бізнес-клуб: співбесіда', 'Business club: the job interview'],
  ],
  book: [
    ['Книжковий клуб: «Старий і море»', 'Book club: The Old Man and the Sea'],
    ['Книжковий клуб: «Тварина ферма»', 'Book club: Animal Farm'],
    ['Книжковий клуб: оповідання О. Генрі', 'Book club: O. Henry stories'],
  ],
  movie: [
    ['Кіноклуб: «Форрест Гамп»', 'Movie club: Forrest Gump'],
    ['Кіноклуб: «Корпорація монстрів»', 'Movie club: Monsters, Inc.'],
    ['Кіноклуб: «Гордість і упередження»', 'Movie club: Pride and Prejudice'],
  ],
  listening: [
    ['Клуб аудіювання: подкасти BBC', 'Listening club: BBC podcasts'],
    ['Клуб аудіювання: TED-виступи', 'Listening club: TED talks'],
  ],
  kids: [
    ['Дитячий клуб: ігри й пісні', 'Kids club: games and songs'],
    ['Дитячий клуб: казки англійською', 'Kids club: fairy tales in English'],
  ],
  teen: [
    ['Підлітковий клуб: соцмережі', 'Teen club: social media'],
    ['Підлітковий клуб: ігри й кіберспорт', 'Teen club: games and e-sports'],
  ],
};

/** Who a club of a type is for: levels it is held at. */
export const CLUB_LEVELS: Record<ClubType, readonly Level[]> = {
  speaking: ['A2', 'B1', 'B2', 'C1'],
  grammar: ['A2', 'B1', 'B2'],
  business: ['B1', 'B2', 'C1'],
  book: ['B2', 'C1'],
  movie: ['B1', 'B2', 'C1'],
  listening: ['B1', 'B2'],
  kids: ['A1', 'A2'],
  teen: ['A2', 'B1', 'B2'],
};

/** The audience of the courses whose students join a club of a type. */
export const clubAudience = (type: ClubType): 'kids' | 'teenagers' | 'adults' =>
  type === 'kids' ? 'kids' : type === 'teen' ? 'teenagers' : 'adults';

export const clubDescription = (type: ClubType, level: Level): [string, string] => [
  `Живе спілкування англійською в невеликій групі, рівень ${level}. Тема й матеріали — від викладача.`,
  `Live English in a small group, level ${level}. The teacher brings the topic and materials (${type}).`,
];
