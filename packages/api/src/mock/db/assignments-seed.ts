import { text } from '../scenarios/hostile';
import type { AssignmentRow } from './assignments';
import { DAY, HOUR, isoAt, ms, seedBase, seedQuestions } from './assignment-seed-helpers';
import { TASKS, VIDEO_LINKS } from './assignments-texts';
import { type CourseRow, modulesOf, schoolCourses } from './courses';
import { type LessonRow, lessonsOf } from './lessons';
import { demoExtras } from './works-demo';
import { type Random, randomFor } from './world/random';
import { addMinutesIso } from '../../time/school-time';
import * as clock from '../../time/clock';

type Draft = Omit<AssignmentRow, 'id'>;

function seedTask(random: Random, course: CourseRow, lesson: LessonRow, now: number): Draft {
  const start = ms(lesson.starts_at);
  const published = start <= now + 2 * DAY;
  const [title, titleEn, description] = random.pick(TASKS);
  return {
    ...seedBase(course, lesson.module_id, Math.min(start - 2 * DAY, now - DAY)),
    kind: 'task',
    title: text(title),
    title_en: text(titleEn),
    description: text(description),
    questions: [],
    video_link: titleEn.startsWith('Summarise') ? random.pick(VIDEO_LINKS) : null,
    published,
    published_at: published ? isoAt(Math.min(start, now) - HOUR) : null,
    deadline: addMinutesIso(lesson.starts_at, 7 * 24 * 60),
    // The homework of this lesson: its page lists it.
    lesson_id: lesson.id,
  };
}

function seedModuleTest(
  random: Random,
  course: CourseRow,
  lesson: LessonRow,
  moduleNumber: number,
  now: number,
): Draft {
  const final = lesson.type === 'final_test';
  const onPlatform = (course.id + moduleNumber) % 2 === 1;
  const start = ms(lesson.starts_at);
  const published = start <= now + 7 * DAY;
  return {
    ...seedBase(course, lesson.module_id, Math.min(start - 10 * DAY, now - DAY)),
    kind: 'test',
    title: text(final ? 'Фінальний тест' : `Прогрес-тест, модуль ${moduleNumber}`),
    title_en: text(final ? 'Final test' : `Progress test, module ${moduleNumber}`),
    description: text(
      onPlatform
        ? `Grammar and vocabulary of module ${moduleNumber}: five questions, about 15 minutes.`
        : 'A written test at the lesson: grammar, vocabulary and a short essay.',
    ),
    questions: onPlatform ? seedQuestions(random.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 5)) : [],
    published,
    published_at: published ? isoAt(Math.min(start - 3 * DAY, now - HOUR)) : null,
    test_type: final ? 'final_test' : 'progress_test',
    platform: onPlatform ? 'on' : 'outside',
    personal_version: random.chance(0.3),
    retake_allowed: !final,
    max_score: final ? 50 : 20,
    deadline: onPlatform ? addMinutesIso(lesson.ends_at, 2 * 24 * 60) : null,
    lesson_id: lesson.id,
  };
}

/** A course's assignments: per module that has started (or starts within two weeks) 2-3 tasks and its test. */
function seedCourse(random: Random, course: CourseRow, now: number): Draft[] {
  const lessons = lessonsOf(course.id).sort((a, b) => a.number - b.number);
  return modulesOf(course.id).flatMap((module) => {
    const own = lessons.filter((lesson) => lesson.module_id === module.id);
    const first = own[0];
    const last = own.at(-1);
    if (!first || !last || ms(first.starts_at) > now + 14 * DAY) return [];
    const anchors = random.chance(0.5) ? [1, 4] : [1, 3, 5];
    const tasks = anchors.flatMap((i) => (own[i] ? [seedTask(random, course, own[i], now)] : []));
    return [...tasks, seedModuleTest(random, course, last, module.number, now)];
  });
}

/**
 * The seeded assignments: every course's module tasks and tests, then what the demo accounts
 * need on top (see works-demo.ts). Their works are seeded from these rows (works-seed.ts).
 */
export function seedAssignments(now = clock.nowMs()): AssignmentRow[] {
  const random = randomFor('assignments');
  const drafts = schoolCourses().flatMap((course) => seedCourse(random, course, now));
  const numbered = (rows: Draft[], from: number) => rows.map((row, i) => ({ ...row, id: from + i }));
  const generic = numbered(drafts, 1);
  return [...generic, ...numbered(demoExtras(generic, now), generic.length + 1)];
}
