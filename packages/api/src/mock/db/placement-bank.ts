/** One multiple-choice question: the correct option is `options[correct]`. */
export type BankQuestion = { text: string; options: readonly string[]; correct: number };
export type BankPassage = { title: string; text: string; questions: readonly BankQuestion[] };
export type BankTopic = { title: string; prompt: string };

type Row = readonly [text: string, options: readonly [string, string, string, string], correct: number];

/**
 * Questions from rows; the options of the n-th question are turned round by n places, so the
 * correct one is not in the same place question after question.
 */
const bank = (rows: readonly Row[]): BankQuestion[] =>
  rows.map(([text, options, correct], index) => {
    const shift = index % options.length;
    return {
      text,
      options: [...options.slice(options.length - shift), ...options.slice(0, options.length - shift)],
      correct: (correct + shift) % options.length,
    };
  });

/** Lexis and grammar for adults: 30 questions, five per level from A1 to C2, easiest first. */
export const ADULT_GRAMMAR: readonly BankQuestion[] = bank([
  ['My sister ___ a doctor in Kharkiv.', ['are', 'is', 'am', 'be'], 1],
  ['There ___ two chairs in the kitchen.', ['is', 'be', 'are', 'has'], 2],
  ['We usually have dinner ___ seven o’clock.', ['in', 'on', 'at', 'by'], 2],
  ['___ you like coffee with milk?', ['Do', 'Does', 'Are', 'Is'], 0],
  ['He can’t come today because he is very ___.', ['busy', 'busily', 'business', 'busier'], 0],
  ['Last summer we ___ to the seaside for two weeks.', ['go', 'gone', 'were going', 'went'], 3],
  ['This bag is ___ than the blue one.', ['more cheap', 'cheaper', 'cheapest', 'the cheaper'], 1],
  ['I’m looking forward ___ you next week.', ['to see', 'see', 'to seeing', 'seeing'], 2],
  ['How ___ money did you spend on the tickets?', ['many', 'much', 'lot', 'few'], 1],
  ['She ___ TV when the phone rang.', ['watched', 'was watching', 'is watching', 'has watched'], 1],
  ['I ___ in this company since 2019.', ['work', 'am working', 'have worked', 'worked'], 2],
  ['If it rains tomorrow, we ___ at home.', ['stay', 'will stay', 'would stay', 'stayed'], 1],
  ['The report ___ by the manager yesterday.', ['was written', 'wrote', 'has written', 'is writing'], 0],
  ['You ___ wear a suit; the meeting is informal.', ['mustn’t', 'don’t have to', 'can’t', 'shouldn’t to'], 1],
  [
    'Could you tell me where ___?',
    ['is the station', 'the station is', 'does the station', 'the station does be'],
    1,
  ],
  [
    'By the time we arrived, the film ___.',
    ['already started', 'has already started', 'had already started', 'was already start'],
    2,
  ],
  ['If I ___ more time, I would learn another language.', ['have', 'had', 'would have', 'will have'], 1],
  ['She suggested ___ the meeting until Friday.', ['to postpone', 'postpone', 'postponing', 'postponed'], 2],
  ['The project was a success, ___ the tight budget.', ['although', 'despite', 'even', 'however'], 1],
  ['He ___ have left already; his coat is still here.', ['must', 'can’t', 'should', 'needn’t'], 1],
  [
    'Hardly ___ the office when the alarm went off.',
    ['I had left', 'had I left', 'I left', 'did I leave'],
    1,
  ],
  ['The new policy will ___ into effect next month.', ['come', 'get', 'make', 'bring'], 0],
  [
    'Had they asked earlier, we ___ them.',
    ['would help', 'will have helped', 'would have helped', 'had helped'],
    2,
  ],
  ['His account of events didn’t ___ with what the witnesses said.', ['suit', 'tally', 'meet', 'equal'], 1],
  ['It’s high time the council ___ something about the roads.', ['does', 'did', 'has done', 'will do'], 1],
  [
    'Little ___ that the decision would cost him his career.',
    ['he knew', 'did he know', 'he did know', 'knew he'],
    1,
  ],
  [
    'The findings were dismissed as ___, with no real bearing on the case.',
    ['tangential', 'tangible', 'tantamount', 'tentative'],
    0,
  ],
  ['Not until the audit ___ the scale of the losses become clear.', ['did', 'had', 'was', 'has'], 0],
  ['She is loath ___ her views in public.', ['airing', 'to air', 'for airing', 'air'], 1],
  [
    'The minister’s remarks were ___ to an admission of failure.',
    ['tantamount', 'equivalent with', 'resembling', 'akin with'],
    0,
  ],
]);

/** Lexis and grammar for teenagers: 30 questions, five per level from A1 to C2, easiest first. */
export const TEEN_GRAMMAR: readonly BankQuestion[] = bank([
  ['My best friend ___ fourteen years old.', ['have', 'is', 'are', 'has'], 1],
  ['I ___ football after school on Mondays.', ['plays', 'playing', 'play', 'am play'], 2],
  ['Where ___ your new school?', ['is', 'are', 'do', 'does'], 0],
  ['She ___ like horror films.', ['don’t', 'isn’t', 'doesn’t', 'not'], 2],
  ['There are thirty ___ in our class.', ['student', 'students', 'studentes', 'a student'], 1],
  ['Yesterday I ___ my homework before dinner.', ['finish', 'finishing', 'finished', 'have finish'], 2],
  [
    'Maths is ___ subject for me.',
    ['the most difficult', 'more difficult', 'most difficult', 'the difficultest'],
    0,
  ],
  ['We ___ to the cinema this Saturday. We’ve got tickets.', ['go', 'are going', 'went', 'goes'], 1],
  ['You ___ use your phone during the exam.', ['mustn’t', 'don’t must', 'haven’t', 'not should'], 0],
  ['Have you ever ___ a concert?', ['be to', 'went to', 'been to', 'go to'], 2],
  ['I’ve known Max ___ we were seven.', ['for', 'since', 'from', 'ago'], 1],
  ['If you practise every day, you ___ better at guitar.', ['get', 'will get', 'got', 'would got'], 1],
  ['The game ___ by millions of players last year.', ['was played', 'played', 'is played', 'has play'], 0],
  ['She asked me where ___.', ['do I live', 'I lived', 'did I live', 'I do live'], 1],
  ['I’m not used to ___ up so early.', ['get', 'getting', 'got', 'be getting'], 1],
  ['If I were you, I ___ tell the teacher.', ['will', 'would', 'am', 'did'], 1],
  ['The museum, ___ we visited on our trip, was amazing.', ['who', 'what', 'which', 'where'], 2],
  [
    'By next June, I ___ at this school for five years.',
    ['will study', 'will have studied', 'study', 'am studying'],
    1,
  ],
  ['He denied ___ the window.', ['to break', 'break', 'breaking', 'broke'], 2],
  ['We ___ the bus if we hadn’t run.', ['would miss', 'will miss', 'would have missed', 'had missed'], 2],
  ['I wish I ___ more attention in class yesterday.', ['paid', 'had paid', 'have paid', 'would pay'], 1],
  ['The coach made us ___ extra laps.', ['to run', 'running', 'run', 'ran'], 2],
  ['She’s really ___ on climbing; she trains every weekend.', ['fond', 'keen', 'interested', 'eager'], 1],
  ['No sooner had the bell rung ___ everyone rushed out.', ['when', 'than', 'then', 'that'], 1],
  ['You’d better ___ your project before the deadline.', ['to finish', 'finishing', 'finish', 'finished'], 2],
  [
    'Were it not for her help, I ___ passed the exam.',
    ['wouldn’t have', 'won’t have', 'hadn’t', 'didn’t'],
    0,
  ],
  [
    'The band’s new album has been ___ acclaimed by critics.',
    ['highly', 'high', 'greatly much', 'heavily'],
    0,
  ],
  [
    'Only after the results came out ___ how well she had done.',
    ['she realised', 'did she realise', 'she did realise', 'realised she'],
    1,
  ],
  [
    'His excuse was so ___ that nobody believed it.',
    ['far-fetched', 'far-reaching', 'farsighted', 'far-flung'],
    0,
  ],
  ['Try as she ___, she couldn’t solve the puzzle.', ['can', 'might', 'will', 'does'], 1],
]);

/** Reading for adults: a passage about remote work and eight questions of rising difficulty. */
export const ADULT_READING: BankPassage = {
  title: 'The office that never closes',
  text: [
    'When Olena joined a software company in Lviv in 2018, her day followed a familiar pattern: a tram ride, a desk by the window, lunch with colleagues and the same tram home. Two years later the office emptied almost overnight, and like millions of people she discovered that much of her job could be done from a kitchen table.',
    'At first the change felt like a gift. Without the commute she gained nearly an hour each day, and she used it to sleep longer and to cook proper breakfasts. Meetings became shorter because nobody wanted to stare at a screen for longer than necessary. Her manager noticed that the team delivered features faster than before.',
    'The problems arrived more quietly. Olena realised that she no longer knew what was happening in other departments; the casual conversations by the coffee machine had carried more information than any weekly report. New colleagues found it hard to ask questions, because every question now had to be a written message or a scheduled call. Work also began to spread into the evening, since the laptop was always within reach.',
    'Today her company follows a hybrid model. Teams agree on two “anchor days” when everybody comes to the office, and the rest of the week is flexible. The office itself has changed: fewer rows of desks, more rooms for workshops and quiet corners for calls. Olena says the arrangement is not perfect, but it is honest about what each place is good for. “Home is for deep work,” she explains, “and the office is for everything we cannot put into a message.”',
    'Researchers who study such arrangements are cautious about declaring a winner. Productivity figures vary widely between industries, and what suits an experienced engineer may not suit a graduate in her first job. What seems clear is that the question is no longer whether people can work remotely, but how organisations decide which work belongs where.',
  ].join('\n\n'),
  questions: bank([
    [
      'Where did Olena start working in 2018?',
      [
        'In a bank in Kyiv',
        'In a software company in Lviv',
        'In a café by the window',
        'In a research institute',
      ],
      1,
    ],
    [
      'What did Olena do with the time she saved on travel?',
      [
        'She took extra courses',
        'She worked longer hours',
        'She slept longer and cooked breakfast',
        'She walked to the office',
      ],
      2,
    ],
    [
      'Why did meetings become shorter?',
      [
        'The manager banned long meetings',
        'People did not want to look at a screen for long',
        'There were fewer people in the team',
        'The company bought new software',
      ],
      1,
    ],
    [
      'What did the conversations by the coffee machine provide?',
      [
        'A reason to take breaks',
        'More information than weekly reports',
        'A chance to avoid work',
        'Ideas for new products',
      ],
      1,
    ],
    [
      'Why did new colleagues struggle?',
      [
        'They had no laptops',
        'Every question needed a message or a planned call',
        'They worked in another city',
        'Their managers ignored them',
      ],
      1,
    ],
    [
      'What are “anchor days”?',
      [
        'Days when the office is closed',
        'Days off after a long project',
        'Days when the whole team is in the office',
        'Days for working only from home',
      ],
      2,
    ],
    [
      'What does Olena mean by “the office is for everything we cannot put into a message”?',
      [
        'The office is only for writing e-mails',
        'Face-to-face contact is best for things that are hard to write down',
        'Messages should be banned at work',
        'Home is too noisy for messages',
      ],
      1,
    ],
    [
      'What is the researchers’ main point in the last paragraph?',
      [
        'Remote work always makes people more productive',
        'Graduates should work from home',
        'The real question is how to decide which work suits which place',
        'Offices will disappear completely',
      ],
      2,
    ],
  ]),
};

/** Reading for teenagers: a passage about a school club and eight questions of rising difficulty. */
export const TEEN_READING: BankPassage = {
  title: 'The robot that could not climb stairs',
  text: [
    'Every Thursday after lessons, twelve students meet in room 214 for the school’s robotics club. Last autumn their teacher, Mr Koval, gave them a challenge: build a robot that can carry a cup of water from the classroom to the library without spilling a drop. The library is only forty metres away, but there is a problem. It is one floor down.',
    'Taras, who is fifteen, was sure the answer was legs. He spent three weeks designing a robot with six legs like an insect. It walked beautifully on the flat floor, but on the first step it fell over and the water went everywhere. Everybody laughed, including Taras, although he admits he was disappointed.',
    'Then Sofia had a different idea. “Why does the robot have to climb the stairs at all?” she asked. The school has a small lift for deliveries, and the caretaker agreed that the robot could use it. The team changed the plan completely: now the robot needed wheels, a sensor to find the lift door and a way to press the button.',
    'The new robot was slower and much less impressive to look at, but it worked. In December it carried the cup all the way to the library, and the librarian gave the team a round of applause. Mr Koval says the most important lesson was not about engineering. “They learned that the best solution is not always the one you imagined first,” he says. “Sometimes you have to change the question.”',
  ].join('\n\n'),
  questions: bank([
    [
      'When does the robotics club meet?',
      ['Every Tuesday morning', 'Every Thursday after lessons', 'At the weekend', 'During lunch every day'],
      1,
    ],
    [
      'What did the robot have to carry?',
      ['A pile of books', 'A cup of water', 'A school bag', 'A tray of food'],
      1,
    ],
    [
      'What was the main difficulty of the challenge?',
      [
        'The library was very far away',
        'The library was one floor down',
        'The library was closed on Thursdays',
        'The cup was too heavy',
      ],
      1,
    ],
    [
      'What happened to Taras’s robot on the stairs?',
      [
        'It climbed them slowly',
        'It broke into pieces',
        'It fell over and spilled the water',
        'It refused to move',
      ],
      2,
    ],
    [
      'How did Taras feel about the failure?',
      [
        'He was angry with the others',
        'He laughed but felt disappointed',
        'He did not care at all',
        'He decided to leave the club',
      ],
      1,
    ],
    [
      'What did Sofia suggest?',
      [
        'Building a robot with longer legs',
        'Asking the librarian for help',
        'Avoiding the stairs by using the lift',
        'Carrying the cup by hand',
      ],
      2,
    ],
    [
      'The word “impressive” in the last paragraph is closest in meaning to',
      ['expensive', 'exciting to see', 'easy to build', 'dangerous'],
      1,
    ],
    [
      'What does Mr Koval think was the most important lesson?',
      [
        'Robots should always have wheels',
        'Good engineers never fail',
        'Sometimes the best answer comes from changing the question',
        'Teamwork is less important than speed',
      ],
      2,
    ],
  ]),
};

/** The adults’ writing task. */
export const ADULT_WRITING: BankTopic = {
  title: 'Learning a language as an adult',
  prompt:
    'Some people say it is too late to learn a foreign language well after the age of thirty. Do you agree? Write an essay of 150–250 words giving your opinion. Use examples from your own life or from people you know, and explain what helps adults learn successfully.',
};

/** The teenagers’ writing task. */
export const TEEN_WRITING: BankTopic = {
  title: 'A day without phones',
  prompt:
    'Your school is planning a “day without phones” for all students. Write an article for the school website of 100–180 words. Say whether you think it is a good idea, what students could do instead, and how you would feel at the end of the day.',
};

/** Lexis and grammar at work, for the corporate test: 35 questions from A2 to C2, easiest first. */
const BUSINESS_GRAMMAR: readonly BankQuestion[] = bank([
  ['Our office ___ on the third floor.', ['are', 'is', 'be', 'being'], 1],
  ['Could you send me the report ___ Friday?', ['until', 'by', 'since', 'during'], 1],
  ['I ___ a meeting with the client tomorrow at ten.', ['have', 'has', 'am have', 'having'], 0],
  ['Please ___ the door when you leave the meeting room.', ['closing', 'to close', 'close', 'closed'], 2],
  ['How ___ people work in your department?', ['much', 'many', 'long', 'often'], 1],
  ['She ___ for this company since 2021.', ['works', 'is working', 'has worked', 'worked'], 2],
  ['If the price ___ too high, we will look for another supplier.', ['is', 'will be', 'would be', 'was'], 0],
  [
    'The new software ___ by the IT team last week.',
    ['installed', 'was installed', 'has installed', 'is installing'],
    1,
  ],
  ['We need to ___ a decision before the end of the month.', ['do', 'make', 'take on', 'get up'], 1],
  ['I look forward to ___ from you.', ['hear', 'hearing', 'be heard', 'have heard'], 1],
  ['The manager asked me ___ the figures again.', ['check', 'checking', 'to check', 'checked'], 2],
  ['Sales were lower than expected, ___ we still made a profit.', ['so', 'because', 'but', 'unless'], 2],
  ['Can you ___ the meeting to Thursday? Wednesday is busy.', ['put off', 'put on', 'put up', 'put out'], 0],
  [
    'By the time the client arrived, we ___ the presentation.',
    ['prepared', 'had prepared', 'have prepared', 'were preparing'],
    1,
  ],
  ['The contract ___ be signed by both parties before work starts.', ['must', 'might', 'would', 'could'], 0],
  ['I wish I ___ more time to finish the project.', ['have', 'had', 'will have', 'am having'], 1],
  ['The company is looking for someone ___ speaks German.', ['which', 'whose', 'who', 'whom'], 2],
  ['Our team ___ on a new product at the moment.', ['works', 'is working', 'has been work', 'work'], 1],
  ['The budget for next year has not been ___ yet.', ['approve', 'approving', 'approved', 'approval'], 2],
  [
    'She suggested ___ the launch until the spring.',
    ['to postpone', 'postponing', 'postpone', 'postponed'],
    1,
  ],
  [
    'If we had known about the delay, we ___ the customer.',
    ['would warn', 'will have warned', 'would have warned', 'had warned'],
    2,
  ],
  ['The figures ___ to be checked before they are published.', ['need', 'needs', 'needing', 'are need'], 0],
  ['He is responsible ___ training new staff.', ['of', 'for', 'to', 'with'], 1],
  ['Hardly ___ the meeting started when the fire alarm went off.', ['had', 'has', 'did', 'was'], 0],
  ['The proposal was turned ___ because it was too expensive.', ['off', 'down', 'over', 'out'], 1],
  [
    '___ the poor results, the board decided to keep the strategy.',
    ['Although', 'Despite', 'However', 'Even'],
    1,
  ],
  ['It is high time we ___ our prices.', ['review', 'reviewed', 'will review', 'have reviewed'], 1],
  ['The merger is expected to ___ hundreds of new jobs.', ['raise', 'generate', 'rise', 'grow'], 1],
  [
    'Not only ___ the deadline, but they also went over budget.',
    ['they missed', 'did they miss', 'they did miss', 'missed they'],
    1,
  ],
  ['We need to cut costs ___ losing our best people.', ['without', 'unless', 'except', 'beyond'], 0],
  [
    'The negotiations reached a ___ and both sides left the room.',
    ['deadline', 'deadlock', 'headline', 'landmark'],
    1,
  ],
  [
    'Had the shipment arrived on time, we ___ the order.',
    ['would have fulfilled', 'fulfilled', 'will fulfil', 'had fulfilled'],
    0,
  ],
  [
    'The CEO’s speech was so ___ that nobody remembered a single point.',
    ['long-winded', 'short-handed', 'clear-cut', 'high-profile'],
    0,
  ],
  [
    'The auditors found no evidence of wrongdoing; the accounts were ___.',
    ['above board', 'on the cards', 'up in the air', 'out of hand'],
    0,
  ],
  ['Such ___ the demand that the factory ran three shifts.', ['is', 'was', 'has been', 'were'], 1],
]);

/**
 * The corporate placement test's lexis and grammar: 65 questions at one point each,
 * the adults' 30 then 35 at work.
 */
export const CORPORATE_GRAMMAR: readonly BankQuestion[] = [...ADULT_GRAMMAR, ...BUSINESS_GRAMMAR];

/** The corporate test's two writing topics: the taker chooses one within 5 minutes. */
export const CORPORATE_WRITING: readonly BankTopic[] = [
  {
    title: 'A project you are proud of',
    prompt:
      'Write about a project at work that went well. Say what the goal was, who you worked with, what problems you met and what you learned. Write 100 to 250 words.',
  },
  {
    title: 'Working from home or at the office',
    prompt:
      'Your company is deciding whether staff should work from home two days a week. Write a short report for your manager with the advantages and disadvantages and your recommendation. Write 100 to 250 words.',
  },
];
