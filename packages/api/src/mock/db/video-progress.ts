import { schoolToday, shiftDate } from '../../time/school-time';
import { createTable } from './table';
import { playedLength } from './video-media';
import { type VideoCourseRow, videoCourseTitled } from './video-courses';
import { DEMO, demoIdOf } from './world/people';

/**
 * Where a user stopped in a video, what of it they played, and their last try of its task. The
 * video is watched once `played` covers enough of it (docs/rules-and-limits.md#video-progress).
 */
export type VideoProgressRow = {
  id: number;
  user_id: number;
  course_id: number;
  video_id: number;
  position_seconds: number;
  /** The revision of the report the position came from (the device's counter; 0 for none). */
  position_revision: number;
  /** The seconds `[from, to)` played at least once, merged and in order. */
  played: [number, number][];
  /** When the school last counted new played seconds, or first opened the video to the user. */
  counted_at: string | null;
  /** The options chosen at the last try; null until the task is answered. */
  answers: { question_id: number; option_id: number }[] | null;
  correct: number | null;
  /** The day of the last change (the certificate is dated by the course's last one). */
  updated_on: string;
};

type Draft = Omit<VideoProgressRow, 'id'>;

/**
 * A user's work through a course: the first `watched` videos watched, the first `answered` tasks
 * answered with `wrong` wrong answers in all, and the next video begun at `position`.
 */
function workThrough(
  userId: number,
  course: VideoCourseRow | undefined,
  plan: { watched: number; answered: number; wrong: number; position?: number },
): Draft[] {
  if (!course) return [];
  let wrong = plan.wrong;
  return course.videos.flatMap((video, index): Draft[] => {
    const answered = index < plan.answered;
    const answers = answered
      ? video.questions.map((question) => {
          const miss =
            wrong > 0 ? question.options.find((option) => option.id !== question.answer_id) : undefined;
          if (miss) wrong -= 1;
          return { question_id: question.id, option_id: miss?.id ?? question.answer_id };
        })
      : null;
    const correct = answers
      ? answers.filter((answer, at) => answer.option_id === video.questions[at]?.answer_id).length
      : null;
    const watched = index < plan.watched;
    const length = playedLength(video);
    const position = watched ? length : index === plan.watched ? Math.min(plan.position ?? 0, length) : 0;
    if (!watched && !answered && position === 0) return [];
    return [
      {
        user_id: userId,
        course_id: course.id,
        video_id: video.id,
        position_seconds: position,
        position_revision: 0,
        played: position > 0 ? [[0, position]] : [],
        counted_at: null,
        answers,
        correct,
        updated_on: shiftDate(schoolToday(), -(course.videos.length - index)),
      },
    ];
  });
}

/**
 * The demo accounts' work: the student has begun "Small talk" and passed "Everyday phrasal
 * verbs"; the corporate student has begun "English for travel"; the trainee finished
 * "Pronunciation" with too many wrong answers (Review).
 */
export const videoProgress = createTable<VideoProgressRow>('video-progress', () =>
  [
    ...workThrough(DEMO.student(), videoCourseTitled('Small talk'), {
      watched: 1,
      answered: 1,
      wrong: 0,
      position: 4,
    }),
    ...workThrough(DEMO.student(), videoCourseTitled('phrasal verbs'), { watched: 3, answered: 3, wrong: 1 }),
    ...workThrough(DEMO.corporateStudent(), videoCourseTitled('travel'), {
      watched: 0,
      answered: 0,
      wrong: 0,
      position: 2,
    }),
    ...workThrough(DEMO.trainee(), videoCourseTitled('Pronunciation'), { watched: 2, answered: 2, wrong: 3 }),
    ...workThrough(demoIdOf('hr@demo.school'), videoCourseTitled('Business e-mails'), {
      watched: 1,
      answered: 0,
      wrong: 0,
    }),
  ].map((row, index) => ({ ...row, id: index + 1 })),
);

/** A user's row for a video, if they have begun it. */
export const progressOf = (userId: number, videoId: number): VideoProgressRow | undefined =>
  videoProgress.rows.find((row) => row.user_id === userId && row.video_id === videoId);

/** A user's rows for every video of a course they have begun. */
export const progressInCourse = (userId: number, courseId: number): VideoProgressRow[] =>
  videoProgress.where((row) => row.user_id === userId && row.course_id === courseId);
