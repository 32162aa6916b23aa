import { describe, expect, it, onTestFinished, vi } from 'vitest';
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
import { type VideoRow, videoCourseTitled, videoCourses } from '../db/video-courses';
import { MEDIA } from '../db/video-media';
import { pinClock } from '../../testing/pin-clock';
import { expectError, signIn, silent, withMockSchool } from '../../testing/mock-school';

withMockSchool();

const course = (title: string) => videoCourseTitled(title)!;
const rightAnswers = (title: string, videoIndex: number) =>
  course(title).videos[videoIndex]!.questions.map((question) => ({
    question_id: question.id,
    option_id: question.answer_id,
  }));
/** Lets the clock run on, as playing a video takes time. */
const after = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

let revision = 0;
/** A report of watching: the position now and the stretches played since the last one. */
const report = (position: number, ...played: [number, number][]) => ({
  position_seconds: position,
  played: played.map(([from, to]) => ({ from_seconds: from, to_seconds: to })),
  revision: ++revision,
});

/** Opens a video and plays the whole of it, reporting as the player does. */
async function watchWhole(courseId: number, video: VideoRow) {
  await getVideoCourseVideo(courseId, video.id);
  after(MEDIA.durationSeconds);
  return saveVideoPosition(courseId, video.id, report(MEDIA.durationSeconds, [0, MEDIA.durationSeconds]));
}

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
    expect(smallTalk.videos[1]).toMatchObject({ watched: false, position_seconds: 4 });
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
      saveVideoPosition(closed.id, closed.videos[0]!.id, report(3), silent),
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

  it('remembers where the viewer stopped in each video, per user, the newest report winning', async () => {
    const free = course('travel');
    const [first, second] = free.videos;
    await signIn('visitor@demo.school');
    const opened = GetVideoCourseVideoResponse.parse(await getVideoCourseVideo(free.id, first!.id)).data;
    expect(opened.duration_seconds).toBe(MEDIA.durationSeconds);
    const late = report(1);
    SaveVideoPositionResponse.parse(await saveVideoPosition(free.id, first!.id, report(3)));
    await getVideoCourseVideo(free.id, second!.id);
    await saveVideoPosition(free.id, second!.id, report(5));
    expect((await getVideoCourseVideo(free.id, first!.id)).data.position_seconds).toBe(3);
    expect((await getVideoCourseVideo(free.id, second!.id)).data.position_seconds).toBe(5);
    // An older report sent late does not move the position back.
    expect((await saveVideoPosition(free.id, first!.id, late)).data.position_seconds).toBe(3);
    await signIn('parent@demo.school');
    expect((await getVideoCourseVideo(free.id, first!.id)).data.position_seconds).toBe(0);
  });

  it('marks a video watched only once the played stretches cover 90 % of it', async () => {
    const free = course('travel');
    const video = free.videos[0]!;
    await signIn('visitor@demo.school');
    await getVideoCourseVideo(free.id, video.id);
    after(3);
    const half = SaveVideoPositionResponse.parse(
      await saveVideoPosition(free.id, video.id, report(3, [0, 3])),
    );
    expect(half.data).toMatchObject({ watched_seconds: 3, duration_seconds: 6, watched: false });
    // A seek to the end is not playing: the position moves, the covered seconds do not.
    const skipped = await saveVideoPosition(free.id, video.id, report(6));
    expect(skipped.data).toMatchObject({ position_seconds: 6, watched_seconds: 3, watched: false });
    after(2);
    const almost = await saveVideoPosition(free.id, video.id, report(5, [3, 5]));
    expect(almost.data).toMatchObject({ watched_seconds: 5, watched: false });
    const detail = async () =>
      GetVideoCourseResponse.parse(await getVideoCourse(free.id)).data.videos.find(
        (each) => each.id === video.id,
      );
    expect(await detail()).toMatchObject({ watched: false });
    after(1);
    const whole = await saveVideoPosition(free.id, video.id, report(6, [5, 6]));
    expect(whole.data).toMatchObject({ watched_seconds: 6, watched: true });
    expect(await detail()).toMatchObject({ watched: true });
    expect(GetVideoCourseResponse.parse(await getVideoCourse(free.id)).data.progress?.watched_videos).toBe(1);
    // Resent, the same report counts once; an early position afterwards leaves the video watched.
    const resent = await saveVideoPosition(free.id, video.id, { ...report(6, [5, 6]), revision: 1 });
    expect(resent.data).toMatchObject({ watched_seconds: 6, watched: true });
    expect((await saveVideoPosition(free.id, video.id, report(0))).data.watched).toBe(true);
  });

  it('no longer takes a bare "watched" flag', async () => {
    const free = course('travel');
    const video = free.videos[0]!;
    await signIn('visitor@demo.school');
    await getVideoCourseVideo(free.id, video.id);
    await expectError(
      saveVideoPosition(free.id, video.id, { position_seconds: 6, watched: true } as never, silent),
      422,
      'validation_failed',
      'played',
    );
    const flagged = await saveVideoPosition(free.id, video.id, { ...report(6), watched: true } as never);
    expect(flagged.data).toMatchObject({ watched_seconds: 0, watched: false });
    expect(GetVideoCourseResponse.parse(await getVideoCourse(free.id)).data.videos[0]?.watched).toBe(false);
  });

  it('refuses a report beyond the video’s end or faster than the time allows, naming the field', async () => {
    const free = course('travel');
    const video = free.videos[0]!;
    await signIn('visitor@demo.school');
    // The clock holds still from the opening, however slow the machine, until `after` moves it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => pinClock());
    await getVideoCourseVideo(free.id, video.id);
    await expectError(
      saveVideoPosition(free.id, video.id, report(7), silent),
      422,
      'validation_failed',
      'position_seconds',
    );
    await expectError(
      saveVideoPosition(free.id, video.id, report(6, [0, 2], [4, 7]), silent),
      422,
      'validation_failed',
      'played.1.to_seconds',
    );
    await expectError(
      saveVideoPosition(free.id, video.id, report(3, [3, 3]), silent),
      422,
      'validation_failed',
      'played.0',
    );
    // The whole video reported the moment it opened (the clock held still since): a jump.
    await expectError(
      saveVideoPosition(free.id, video.id, report(6, [0, 6]), silent),
      422,
      'validation_failed',
      'played',
    );
    const refused = GetVideoCourseResponse.parse(await getVideoCourse(free.id)).data.videos[0];
    expect(refused).toMatchObject({ watched: false, position_seconds: 0 });
    after(1);
    expect((await saveVideoPosition(free.id, video.id, report(6, [0, 6]))).data.watched).toBe(true);
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
      await watchWhole(free.id, video);
      const answers = index === 0 ? wrongAnswers('First steps', index) : rightAnswers('First steps', index);
      last = AnswerVideoTaskResponse.parse(await answerVideoTask(free.id, video.id, { answers })).data;
      if (index < free.videos.length - 1) expect(last.certificate.result).toBe('in_progress');
    }
    expect(last?.certificate).toMatchObject({ result: 'pass', correct: 4, total: 6, percent: 66 });
  });

  it('waits for the last video to be played, not only for its task', async () => {
    await signIn('visitor@demo.school');
    const free = course('First steps');
    const last = free.videos.at(-1)!;
    for (const [index, video] of free.videos.entries()) {
      if (video !== last) await watchWhole(free.id, video);
      await answerVideoTask(free.id, video.id, { answers: rightAnswers('First steps', index) });
    }
    await getVideoCourseVideo(free.id, last.id);
    after(5);
    await saveVideoPosition(free.id, last.id, report(6, [0, 5]));
    const playedMost = GetVideoCourseResponse.parse(await getVideoCourse(free.id)).data;
    expect(playedMost.certificate.result).toBe('in_progress');
    after(1);
    await saveVideoPosition(free.id, last.id, report(6, [5, 6]));
    const finished = GetVideoCourseResponse.parse(await getVideoCourse(free.id)).data;
    expect(finished.certificate).toMatchObject({ result: 'pass', percent: 100 });
  });

  it('is Review under 60 %, and a retaken task counts its last try', async () => {
    await signIn('visitor@demo.school');
    const free = course('First steps');
    for (const [index, video] of free.videos.entries()) {
      await watchWhole(free.id, video);
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
