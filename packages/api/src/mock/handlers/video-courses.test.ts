import { describe, expect, it } from 'vitest';
import {
  answerVideoTask,
  getVideoCourse,
  getVideoCourseVideo,
  listVideoCourses,
  saveVideoPosition,
  sendVideoCourseSurvey,
} from '../../generated/video-courses/video-courses';
import {
  AnswerVideoTaskResponse,
  GetVideoCourseResponse,
  GetVideoCourseVideoResponse,
  ListVideoCoursesResponse,
  SaveVideoPositionResponse,
} from '../../generated/zod/video-courses/video-courses';
import { videoCourseTitled, videoCourses } from '../db/video-courses';
import { expectError, signIn, silent, withMockSchool } from './mock-school-testing';

withMockSchool();

const course = (title: string) => videoCourseTitled(title)!;
const rightAnswers = (title: string, videoIndex: number) =>
  course(title).videos[videoIndex]!.questions.map((question) => ({
    question_id: question.id,
    option_id: question.answer_id,
  }));
const wrongAnswers = (title: string, videoIndex: number) =>
  course(title).videos[videoIndex]!.questions.map((question) => ({
    question_id: question.id,
    option_id: question.options.find((option) => option.id !== question.answer_id)!.id,
  }));

describe('listVideoCourses', () => {
  it('lists every course with its length, contents, level and access, to each allowed space', async () => {
    for (const who of [
      'visitor@demo.school',
      'student@demo.school',
      'parent@demo.school',
      'corp.student@demo.school',
      'hr@demo.school',
      'trainee@demo.school',
    ]) {
      await signIn(who);
      const answer = ListVideoCoursesResponse.parse(await listVideoCourses());
      expect(answer.meta.total).toBe(videoCourses.rows.length);
      expect(answer.data.some((each) => each.access === 'free')).toBe(true);
      expect(answer.data.some((each) => each.access === 'subscription')).toBe(true);
    }
  });

  it('is 403 for a teacher, a tutor and a corporate teacher', async () => {
    for (const who of ['teacher@demo.school', 'tutor@demo.school', 'corp.teacher@demo.school']) {
      await signIn(who);
      await expectError(listVideoCourses(undefined, silent), 403, 'forbidden');
    }
  });

  it('filters by level and lists the courses begun under mine, with their progress', async () => {
    await signIn('student@demo.school');
    const b1 = ListVideoCoursesResponse.parse(await listVideoCourses({ level: 'B1' }));
    expect(b1.data.length).toBeGreaterThan(0);
    expect(b1.data.every((each) => each.level === 'B1')).toBe(true);
    const mine = ListVideoCoursesResponse.parse(await listVideoCourses({ tab: 'mine' }));
    expect(mine.data.map((each) => each.title_en)).toEqual([
      'Everyday phrasal verbs',
      'Small talk without stress',
    ]);
    expect(mine.data[0]?.progress?.percent).toBe(100);
    await expectError(listVideoCourses({ level: 'D1' } as never, silent), 422, 'validation_failed');
  });

  it('opens subscription courses to a subscriber and a student in a course, not to a visitor', async () => {
    await signIn('visitor@demo.school');
    const visitor = ListVideoCoursesResponse.parse(await listVideoCourses());
    const closed = visitor.data.find((each) => each.access === 'subscription');
    expect(closed?.access_reason).toBe('none');
    expect(visitor.data.find((each) => each.access === 'free')?.access_reason).toBe('free');
    await signIn('student@demo.school');
    const student = ListVideoCoursesResponse.parse(await listVideoCourses());
    expect(student.data.find((each) => each.id === closed?.id)?.access_reason).toBe('subscription');
    await signIn('corp.student@demo.school');
    const corporate = ListVideoCoursesResponse.parse(await listVideoCourses());
    expect(corporate.data.find((each) => each.id === closed?.id)?.access_reason).toBe('school_student');
  });
});

describe('getVideoCourse', () => {
  it('shows the videos with where the viewer stopped, the knowledge bank, the FAQ and the certificate', async () => {
    await signIn('student@demo.school');
    const smallTalk = GetVideoCourseResponse.parse(await getVideoCourse(course('Small talk').id)).data;
    expect(smallTalk.videos[0]).toMatchObject({ watched: true, task: { answered: true, correct: 2 } });
    expect(smallTalk.videos[1]).toMatchObject({ watched: false, position_seconds: 95 });
    expect(smallTalk.materials.length).toBeGreaterThan(0);
    expect(smallTalk.faq.length).toBeGreaterThan(0);
    expect(smallTalk.certificate).toMatchObject({ result: 'in_progress', percent: null, pass_percent: 60 });
    const phrasal = GetVideoCourseResponse.parse(await getVideoCourse(course('phrasal verbs').id)).data;
    expect(phrasal.certificate).toMatchObject({ result: 'pass', correct: 5, total: 6, percent: 83 });
    expect(phrasal.certificate.issued_on).not.toBeNull();
  });

  it('shows a finished course under 60 % as Review', async () => {
    await signIn('trainee@demo.school');
    const data = GetVideoCourseResponse.parse(await getVideoCourse(course('Pronunciation').id)).data;
    expect(data.certificate).toMatchObject({ result: 'review', correct: 1, total: 4, percent: 25 });
  });

  it('is 404 for an unknown course', async () => {
    await signIn('student@demo.school');
    await expectError(getVideoCourse(999, silent), 404, 'not_found');
  });
});

describe('watching', () => {
  it('refuses a subscription-only video without a subscription, plays a free one', async () => {
    await signIn('visitor@demo.school');
    const closed = course('Present Perfect');
    await expectError(
      getVideoCourseVideo(closed.id, closed.videos[0]!.id, silent),
      403,
      'subscription_required',
    );
    await expectError(
      saveVideoPosition(closed.id, closed.videos[0]!.id, { position_seconds: 3 }, silent),
      403,
      'subscription_required',
    );
    const free = course('travel');
    const video = GetVideoCourseVideoResponse.parse(
      await getVideoCourseVideo(free.id, free.videos[0]!.id),
    ).data;
    expect(video).toMatchObject({ position_seconds: 0, mime_type: 'video/webm' });
    expect(video.captions.map((track) => track.language)).toEqual(['uk', 'en']);
    expect(video.questions[0]).not.toHaveProperty('answer_id');
  });

  it('remembers where the viewer stopped in each video, per user', async () => {
    const free = course('travel');
    const [first, second] = free.videos;
    await signIn('visitor@demo.school');
    SaveVideoPositionResponse.parse(await saveVideoPosition(free.id, first!.id, { position_seconds: 3 }));
    await saveVideoPosition(free.id, second!.id, { position_seconds: 40 });
    expect((await getVideoCourseVideo(free.id, first!.id)).data.position_seconds).toBe(3);
    expect((await getVideoCourseVideo(free.id, second!.id)).data.position_seconds).toBe(40);
    const clamped = await saveVideoPosition(free.id, first!.id, { position_seconds: 36000, watched: true });
    expect(clamped.data).toMatchObject({ position_seconds: first!.duration_seconds, watched: true });
    const again = await saveVideoPosition(free.id, first!.id, { position_seconds: 1 });
    expect(again.data.watched).toBe(true);
    await signIn('parent@demo.school');
    expect((await getVideoCourseVideo(free.id, first!.id)).data.position_seconds).toBe(0);
  });

  it('is 404 for a video of another course', async () => {
    await signIn('visitor@demo.school');
    const free = course('travel');
    await expectError(
      getVideoCourseVideo(free.id, course('First steps').videos[0]!.id, silent),
      404,
      'not_found',
    );
  });
});

describe('tasks and the certificate', () => {
  it('is in progress until finished, then Pass at 60 % or more', async () => {
    await signIn('visitor@demo.school');
    const free = course('First steps');
    let last;
    for (const [index, video] of free.videos.entries()) {
      await saveVideoPosition(free.id, video.id, { position_seconds: video.duration_seconds, watched: true });
      const answers = index === 0 ? wrongAnswers('First steps', index) : rightAnswers('First steps', index);
      last = AnswerVideoTaskResponse.parse(await answerVideoTask(free.id, video.id, { answers })).data;
      if (index < free.videos.length - 1) expect(last.certificate.result).toBe('in_progress');
    }
    expect(last?.certificate).toMatchObject({ result: 'pass', correct: 4, total: 6, percent: 66 });
  });

  it('is Review under 60 %, and a retaken task counts its last try', async () => {
    await signIn('visitor@demo.school');
    const free = course('First steps');
    for (const [index, video] of free.videos.entries()) {
      await saveVideoPosition(free.id, video.id, { position_seconds: 1, watched: true });
      const answers = index === 2 ? rightAnswers('First steps', index) : wrongAnswers('First steps', index);
      await answerVideoTask(free.id, video.id, { answers });
    }
    const review = GetVideoCourseResponse.parse(await getVideoCourse(free.id)).data.certificate;
    expect(review).toMatchObject({ result: 'review', correct: 2, percent: 33 });
    const retake = await answerVideoTask(free.id, free.videos[0]!.id, {
      answers: rightAnswers('First steps', 0),
    });
    expect(retake.data.certificate).toMatchObject({ result: 'pass', correct: 4 });
  });

  it('refuses an answer that skips a question or names an unknown option', async () => {
    await signIn('visitor@demo.school');
    const free = course('First steps');
    const video = free.videos[0]!;
    const [first] = rightAnswers('First steps', 0);
    await expectError(
      answerVideoTask(free.id, video.id, { answers: [first!] }, silent),
      422,
      'validation_failed',
    );
    await expectError(
      answerVideoTask(free.id, video.id, { answers: [{ ...first!, option_id: 999999 }] }, silent),
      422,
      'validation_failed',
    );
  });
});

describe('sendVideoCourseSurvey', () => {
  it('takes the survey of a begun course, not of one never opened', async () => {
    await signIn('student@demo.school');
    const begun = course('Small talk');
    expect((await sendVideoCourseSurvey(begun.id, { rating: 5, recommend: true })).message).toBe('ok');
    expect((await getVideoCourse(begun.id)).data.survey_sent).toBe(true);
    await expectError(
      sendVideoCourseSurvey(course('Academic').id, { rating: 4, recommend: false }, silent),
      409,
      'transition_not_allowed',
    );
    await expectError(
      sendVideoCourseSurvey(begun.id, { rating: 6, recommend: true }, silent),
      422,
      'validation_failed',
    );
  });
});
