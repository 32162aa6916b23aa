import type { Space } from '../../generated/model';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo1234';

type DemoUser = {
  email: string;
  name: string;
  nameEn: string | null;
  spaces: Space[];
  company?: string;
  /** For a child: the e-mail of the parent (responsible person) who follows them. */
  parent?: string;
};

/** One demo account per space, and some with several (see the README). */
export const demoUsers: DemoUser[] = [
  { email: 'student@demo.school', name: 'Олена Коваль', nameEn: 'Olena Koval', spaces: ['student'] },
  {
    email: 'parent@demo.school',
    name: 'Ірина Мельник',
    nameEn: 'Iryna Melnyk',
    spaces: ['responsible_person'],
  },
  {
    email: 'corp.student@demo.school',
    name: 'Андрій Бондар',
    nameEn: 'Andrii Bondar',
    spaces: ['corporate_student'],
    company: 'Demo Corp',
  },
  {
    email: 'hr@demo.school',
    name: 'Наталія Шевчук',
    nameEn: 'Nataliia Shevchuk',
    spaces: ['corporate_hr'],
    company: 'Demo Corp',
  },
  {
    email: 'trainee@demo.school',
    name: 'Марія Ткаченко',
    // No English name yet: the first event test asks for it (the certificate carries it).
    nameEn: null,
    spaces: ['student_teacher_training'],
  },
  { email: 'teacher@demo.school', name: 'Emily Carter', nameEn: 'Emily Carter', spaces: ['teacher'] },
  { email: 'dos@demo.school', name: 'Оксана Литвин', nameEn: 'Oksana Lytvyn', spaces: ['teacher', 'dos'] },
  { email: 'tutor@demo.school', name: 'James Walker', nameEn: 'James Walker', spaces: ['tutor'] },
  {
    email: 'corp.teacher@demo.school',
    name: 'Тарас Кравець',
    nameEn: 'Taras Kravets',
    spaces: ['corporate_teacher'],
  },
  { email: 'pretest@demo.school', name: 'Дмитро Савчук', nameEn: 'Dmytro Savchuk', spaces: ['pretest'] },
  { email: 'visitor@demo.school', name: 'Софія Руденко', nameEn: 'Sofiia Rudenko', spaces: ['no_space'] },
  {
    email: 'multi@demo.school',
    name: 'Юлія Поліщук',
    nameEn: 'Yuliia Polishchuk',
    spaces: ['student', 'responsible_person'],
  },
  {
    email: 'teacher.trainee@demo.school',
    name: 'Віктор Гнатюк',
    nameEn: 'Viktor Hnatiuk',
    spaces: ['teacher', 'student_teacher_training'],
  },
  // The two children parent@demo.school follows; they study in groups of their own.
  {
    email: 'maksym.melnyk@demo.school',
    name: 'Максим Мельник',
    nameEn: 'Maksym Melnyk',
    spaces: ['student'],
    parent: 'parent@demo.school',
  },
  {
    email: 'sofiia.melnyk@demo.school',
    name: 'Софія Мельник',
    nameEn: 'Sofiia Melnyk',
    spaces: ['student'],
    parent: 'parent@demo.school',
  },
];
