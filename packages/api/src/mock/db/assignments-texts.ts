/** The texts the seeded tasks, tests and works are written with (passed through `text()` when used). */

/** Tasks: Ukrainian title, English title, the description. */
export const TASKS: readonly (readonly [string, string, string])[] = [
  [
    'Есе: мої вихідні',
    'Essay: my weekend',
    'Write 80-100 words about your last weekend. Use the Past Simple and at least five time expressions.',
  ],
  [
    'Лист другові',
    'A letter to a friend',
    'Write an informal letter (100-120 words) to a friend about your plans for the summer. Use going to and will.',
  ],
  [
    'Опис фото',
    'Describe a photo',
    'Describe the photo on page 34 in about 80 words: who, where, what is happening and why.',
  ],
  [
    'Відгук про фільм',
    'A film review',
    'Write a short review (100 words) of a film you watched recently: what you liked and what you did not.',
  ],
  [
    'Словник теми',
    'Topic vocabulary',
    'Learn the 20 words of the unit and write a sentence with each of ten of them.',
  ],
  [
    'Аудіо: моя робота',
    'Audio: my job',
    'Record a 2-minute audio about your job or studies and attach it. Use the Present Perfect at least three times.',
  ],
  [
    'Граматика: умовні речення',
    'Grammar: conditionals',
    'Do exercises 3-6 on page 52 and write five sentences of your own with the second conditional.',
  ],
  [
    'Пост для блогу',
    'A blog post',
    'Write a blog post (120 words) about a place in your city a tourist should visit.',
  ],
  ['Переказ відео', 'Summarise a video', 'Watch the video and summarise it in 60-80 words.'],
];

export const VIDEO_LINKS = [
  'https://www.youtube.com/watch?v=8irSFvoyLHQ',
  'https://vimeo.com/76979871',
  'https://drive.google.com/file/d/1Lq2mWxY7/view',
];

/** On-platform test questions: text, options, the index of the correct option. */
export const QUESTIONS: readonly (readonly [string, readonly string[], number])[] = [
  ['She ___ in Lviv since 2019.', ['lives', 'has lived', 'is living', 'lived'], 1],
  ['If I ___ more time, I would travel more.', ['have', 'had', 'will have', 'would have'], 1],
  ['We ___ to the cinema last night.', ['go', 'have gone', 'went', 'were go'], 2],
  ['This is the ___ film I have ever seen.', ['better', 'best', 'most good', 'goodest'], 1],
  ['The letter ___ yesterday.', ['was sent', 'sent', 'has sent', 'is sent'], 0],
  ['He asked me where I ___.', ['live', 'lived', 'am living', 'do live'], 1],
  ['You ___ wear a seatbelt in a car.', ['must', 'may', 'might', 'could'], 0],
  ["I'm looking forward ___ you.", ['to see', 'seeing', 'to seeing', 'see'], 2],
  ['By next year she ___ her degree.', ['will finish', 'will have finished', 'finishes', 'has finished'], 1],
  ['Choose the synonym of "huge".', ['tiny', 'enormous', 'narrow', 'quiet'], 1],
];

/** Students' texts (each over the 20-word minimum). */
export const ANSWERS = [
  'Last weekend I visited my grandparents in a village near Poltava. We cooked dinner together, walked in the forest and talked about the old days. It was very relaxing.',
  'In my opinion the best place to visit in Kyiv is Podil. There are old streets, small cafés and a beautiful view of the river, so I always take my friends there.',
  'This summer I am going to travel to the Carpathians with my friends. We will hike every day, sleep in tents and cook on a fire. It will be the best holiday ever.',
  'I work as a software tester. I have worked for this company for three years and I have learnt a lot. Every day I check new features and write reports.',
];

export const DRAFT_TEXT = 'Last weekend I went to';

export const PRAISE = [
  'Well done! Clear structure and good vocabulary.',
  'Good work, only a few small mistakes with articles.',
  'Excellent, thank you!',
];

export const EDIT_REQUESTS = [
  'Please check the verb forms in the second paragraph and add a conclusion.',
  'Too short: add two or three sentences about your plans.',
];
