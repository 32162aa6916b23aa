import { getAnswerVideoTaskMockHandler } from '../../generated/video-courses/video-courses.msw';
import { AnswerVideoTaskBody } from '../../generated/zod/video-courses/video-courses';
import * as clock from '../../time/clock';
import { progressInCourse, videoProgress } from '../db/video-progress';
import { fail } from './respond';
import { certificateView } from './video-courses-view';
import { progressRow, watchableVideo } from './video-courses-watch';
import { parseBody } from './request-params';

/**
 * A try of a video's task: one known option for every question (else 422 naming the question);
 * the last try counts. The answer carries the course's certificate after it.
 */
export const videoTaskHandler = getAnswerVideoTaskMockHandler(async ({ request, params }) => {
  const { user, course, video } = watchableVideo(request, params);
  if (video.questions.length === 0) fail(404, 'not_found', 'The video has no task.');
  const { answers } = await parseBody(request, AnswerVideoTaskBody);
  const chosen = video.questions.map((question, index) => {
    const answer = answers.find((each) => each.question_id === question.id);
    if (!answer || !question.options.some((option) => option.id === answer.option_id)) {
      fail(422, 'validation_failed', `The given data was invalid: answers.${index}.`, {
        field: `answers.${index}`,
      });
    }
    return { question_id: question.id, option_id: answer.option_id };
  });
  const correct = chosen.filter(
    (answer, index) => answer.option_id === video.questions[index]?.answer_id,
  ).length;
  const row = progressRow(user.id, course.id, video.id);
  row.answers = chosen;
  row.correct = correct;
  videoProgress.save();
  return {
    data: {
      correct,
      total: video.questions.length,
      certificate: certificateView(course, progressInCourse(user.id, course.id), clock.now()),
    },
  };
});
