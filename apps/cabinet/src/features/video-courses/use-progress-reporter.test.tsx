import { getCurrentUser } from '@cabinet/api/account';
import { createMockServer } from '@cabinet/api/mock/node';
import { getVideoCourse, getVideoCourseVideo, listVideoCourses } from '@cabinet/api/video-courses';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageTexts } from '../../i18n';
import { signInAs, startMockSchool } from '../../testing/mock-school';
import { renderWithApp } from '../../testing/render';
import { ProgressSaveNote } from './ProgressSaveNote';
import type { Stretch } from './played-stretches';
import { readKept } from './progress-outbox';
import { RETRY_FIRST_MS, RETRY_LONGEST_MS, retryWait, useProgressReporter } from './use-progress-reporter';

const server = startMockSchool(createMockServer());
beforeAll(() => loadPageTexts('videoCourses'));

const POSITION = '*/api/v1/video-courses/:courseId/videos/:videoId/position';
const KEPT = 'Перегляд збережено на цьому пристрої й буде надіслано до школи, щойно з’явиться зв’язок.';
const RESENT = 'Перегляд надіслано до школи.';

type Key = { userId: number; courseId: number; videoId: number };

/** A player's stand-in: a button that reports three seconds played, and the page's note. */
function Reporter(key: Key) {
  const { state, report } = useProgressReporter(key);
  const played: Stretch[] = [[0, 3]];
  return (
    <>
      <button type="button" onClick={() => report({ position: 3, played })}>
        Report
      </button>
      <button type="button" onClick={() => report({ position: 7, played: [] })}>
        Report past the end
      </button>
      <ProgressSaveNote state={state} />
    </>
  );
}

/** The visitor, signed in, with the first video of a free course opened (its count begun). */
async function openVideo(): Promise<Key> {
  await signInAs('visitor@demo.school');
  const userId = (await getCurrentUser()).data.id;
  const course = (await listVideoCourses()).data.find((each) => each.title_en === 'English for travel')!;
  const videoId = (await getVideoCourse(course.id)).data.videos[0]!.id;
  await getVideoCourseVideo(course.id, videoId);
  return { userId, courseId: course.id, videoId };
}

/** What the school keeps of the video: where the viewer stopped. */
const schoolPosition = async ({ courseId, videoId }: Key) =>
  (await getVideoCourseVideo(courseId, videoId)).data.position_seconds;

const offline = () => server.use(http.put(POSITION, () => HttpResponse.error()));
const backOnline = () => {
  server.resetHandlers();
  window.dispatchEvent(new Event('online'));
};

describe('useProgressReporter: the watching is never lost', () => {
  it('keeps a report on the device while offline, says so, and sends it when the connection returns', async () => {
    const key = await openVideo();
    offline();
    renderWithApp(<Reporter {...key} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(KEPT);
    expect(readKept(key)).toMatchObject({ position: 3, played: [[0, 3]] });
    expect(await schoolPosition(key)).toBe(0);

    backOnline();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(RESENT));
    expect(readKept(key)).toBeNull();
    expect(await schoolPosition(key)).toBe(3);
  });

  it('sends what the device kept when a player opens again (a reload)', async () => {
    const key = await openVideo();
    offline();
    renderWithApp(<Reporter {...key} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByText(KEPT);
    // The page goes away, the connection comes back, the page opens again.
    cleanup();
    server.resetHandlers();
    expect(readKept(key)).not.toBeNull();

    renderWithApp(<Reporter {...key} />);
    await waitFor(() => expect(readKept(key)).toBeNull());
    expect(await schoolPosition(key)).toBe(3);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells a failing school once, however often it is asked again', async () => {
    const key = await openVideo();
    let calls = 0;
    server.use(
      http.put(POSITION, () => {
        calls += 1;
        return HttpResponse.json({ error: 'server_error', message: 'down' }, { status: 500 });
      }),
    );
    renderWithApp(<Reporter {...key} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByText(KEPT);
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(3));
    expect(screen.getAllByText(KEPT)).toHaveLength(1);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readKept(key)).toMatchObject({ position: 3, played: [[0, 3]] });
  });

  it('drops a report the school refuses for good, without a message', async () => {
    const key = await openVideo();
    renderWithApp(<Reporter {...key} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report past the end' }));
    await waitFor(() => expect(readKept(key)).toBeNull());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(await schoolPosition(key)).toBe(0);
  });

  it('waits longer after each failure, up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryWait)).toEqual([
      RETRY_FIRST_MS,
      10_000,
      20_000,
      40_000,
      RETRY_LONGEST_MS,
      RETRY_LONGEST_MS,
      RETRY_LONGEST_MS,
    ]);
  });
});
