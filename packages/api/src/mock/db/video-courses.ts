import type { VideoMaterialKind } from '../../generated/model';
import { text } from '../scenarios/hostile';
import type { Level } from './programs';
import { createTable } from './table';
import {
  type Both,
  VIDEO_COURSE_CHECKLIST,
  VIDEO_COURSE_FAQ,
  VIDEO_COURSE_TEXTS,
  type VideoCourseText,
} from './video-course-texts';
import { randomFor } from './world/random';

/** A question of a video's task; `answer_id` is its right option, never shown. */
export type VideoQuestionRow = {
  id: number;
  text: string;
  text_en: string;
  options: { id: number; text: string; text_en: string }[];
  answer_id: number;
};

export type VideoRow = {
  id: number;
  number: number;
  title: string;
  title_en: string;
  duration_seconds: number;
  questions: VideoQuestionRow[];
};

export type VideoMaterialRow = {
  id: number;
  kind: VideoMaterialKind;
  title: string;
  title_en: string;
  points: string[];
  points_en: string[];
};

export type VideoCourseRow = {
  id: number;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  description: string;
  description_en: string;
  level: Level;
  access: 'free' | 'subscription';
  is_new: boolean;
  videos: VideoRow[];
  materials: VideoMaterialRow[];
  faq: { question: string; question_en: string; answer: string; answer_en: string }[];
};

const LEVELS: readonly Level[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/** Counters for the ids of videos, questions, options and materials across the library. */
type Ids = { video: number; question: number; option: number; material: number };

/**
 * A video's task: what the video is about (its own topic among two others of the library) and
 * which level the course suits. The right option is placed at random.
 */
function questionsOf(
  course: VideoCourseText,
  topic: Both,
  others: readonly Both[],
  ids: Ids,
  random: ReturnType<typeof randomFor>,
): VideoQuestionRow[] {
  const choose = (right: Both, wrong: readonly Both[], ask: Both): VideoQuestionRow => {
    const options = random.shuffle([right, ...wrong]).map((option) => ({
      id: ++ids.option,
      text: text(option[0]),
      text_en: text(option[1]),
      right: option === right,
    }));
    return {
      id: ++ids.question,
      text: ask[0],
      text_en: ask[1],
      options: options.map(({ right: _right, ...option }) => option),
      answer_id: options.find((option) => option.right)?.id ?? 0,
    };
  };
  const wrongLevels = random
    .shuffle(LEVELS.filter((level) => level !== course.level))
    .slice(0, 2)
    .map((level): Both => [level, level]);
  return [
    choose(topic, random.shuffle(others).slice(0, 2), ['Про що це відео?', 'What is this video about?']),
    choose([course.level, course.level], wrongLevels, [
      'Для якого рівня цей курс?',
      'Which level is this course for?',
    ]),
  ];
}

function courseRow(course: VideoCourseText, index: number, ids: Ids, random: ReturnType<typeof randomFor>) {
  const otherTopics = VIDEO_COURSE_TEXTS.flatMap((other) => (other === course ? [] : other.videos));
  const videos: VideoRow[] = course.videos.map((topic, at) => ({
    id: ++ids.video,
    number: at + 1,
    title: text(topic[0]),
    title_en: text(topic[1]),
    duration_seconds: random.int(4, 12) * 60 + random.int(0, 59),
    questions: questionsOf(course, topic, otherTopics, ids, random),
  }));
  const material = (kind: VideoMaterialKind, title: Both, points: readonly Both[]): VideoMaterialRow => ({
    id: ++ids.material,
    kind,
    title: title[0],
    title_en: title[1],
    points: points.map((point) => text(point[0])),
    points_en: points.map((point) => text(point[1])),
  });
  return {
    id: index + 1,
    title: text(course.title[0]),
    title_en: text(course.title[1]),
    summary: text(course.summary[0]),
    summary_en: text(course.summary[1]),
    description: text(course.description[0]),
    description_en: text(course.description[1]),
    level: course.level,
    access: course.access,
    is_new: course.isNew,
    videos,
    materials: [
      material(
        'summary',
        ['Конспект курсу', 'Course summary'],
        course.videos.map((topic, at): Both => [`${at + 1}. ${topic[0]}`, `${at + 1}. ${topic[1]}`]),
      ),
      material('glossary', ['Словник', 'Glossary'], course.glossary),
      material('checklist', ['Як пройти курс', 'How to take the course'], VIDEO_COURSE_CHECKLIST),
    ],
    faq: VIDEO_COURSE_FAQ.map(({ question, answer }) => ({
      question: question[0],
      question_en: question[1],
      answer: answer[0],
      answer_en: answer[1],
    })),
  };
}

/** The library of video courses, the same on every seed. */
export const videoCourses = createTable<VideoCourseRow>('video-courses', () => {
  const random = randomFor('video-courses');
  const ids: Ids = { video: 0, question: 0, option: 0, material: 0 };
  return VIDEO_COURSE_TEXTS.map((course, index) => courseRow(course, index, ids, random));
});

/** A course's length in minutes, from its videos. */
export const courseMinutes = (course: VideoCourseRow): number =>
  Math.max(1, Math.round(course.videos.reduce((sum, video) => sum + video.duration_seconds, 0) / 60));

/** The course of a title (English), for the seeds of the demo accounts. */
export const videoCourseTitled = (titleEn: string): VideoCourseRow | undefined =>
  videoCourses.rows.find((course) => course.title_en.includes(titleEn));
