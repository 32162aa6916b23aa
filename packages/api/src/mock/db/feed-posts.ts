import { text } from '../scenarios/hostile';
import { courses } from './courses';
import { lessonsOf } from './lessons';
import { randomFor } from './world/random';
import { addMinutesIso } from '../../time/school-time';
import { createTable } from './table';
import * as clock from '../../time/clock';

/** A teacher's post in a course's feed. */
export type FeedPostRow = {
  id: number;
  course_id: number;
  author_id: number;
  text: string;
  created_at: string;
};

const POSTS = [
  'Нагадую: домашнє завдання на платформі, дедлайн — до наступного заняття.',
  'Завтра заняття починається на 15 хвилин пізніше. Дякую за розуміння!',
  'Посилання на відео з сьогоднішнього заняття вже в розкладі.',
  'Great job today, everyone! Please revise the new vocabulary before Thursday.',
  'Не забудьте принести робочі зошити на наступне заняття.',
  'Next week we start a new module. Have a look at the first unit in advance.',
  'Хто пропустив заняття — матеріали прикріплені до уроку в розкладі.',
  'Reminder: the progress test is at the end of this module. Good luck!',
];

/**
 * A few posts of the teacher in every group in progress, written after past lessons, so each
 * group's feed has history.
 */
export const feedPosts = createTable<FeedPostRow>('feedPosts', () => {
  const random = randomFor('feed-posts');
  const now = clock.nowMs();
  const rows: FeedPostRow[] = [];
  for (const course of courses.rows) {
    if (course.kind !== 'group') continue;
    const lessons = lessonsOf(course.id);
    const past = lessons.filter((lesson) => new Date(lesson.ends_at).getTime() < now);
    if (past.length === 0 || past.length === lessons.length) continue;
    const count = Math.min(past.length, random.int(2, 4));
    random
      .shuffle(past)
      .slice(0, count)
      .sort((a, b) => a.number - b.number)
      .forEach((lesson) =>
        rows.push({
          id: rows.length + 1,
          course_id: course.id,
          author_id: course.teacher_id,
          text: text(random.pick(POSTS)),
          created_at: addMinutesIso(lesson.ends_at, random.int(10, 180)),
        }),
      );
  }
  return rows;
});

export const feedPostsOf = (courseId: number): FeedPostRow[] =>
  feedPosts.where((post) => post.course_id === courseId);
