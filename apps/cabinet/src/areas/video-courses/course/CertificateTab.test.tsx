import { createMockServer } from '@cabinet/api/mock/node';
import { getVideoCourse, listVideoCourses } from '@cabinet/api/video-courses';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageTexts } from '../../../i18n';
import { renderRoutes, signInAs, startMockSchool } from '../../../testing/mock-school';
import { CertificateTab } from './CertificateTab';

startMockSchool(createMockServer());
beforeAll(async () => {
  await loadPageTexts('videoCourses');
  await loadPageTexts('certificates');
  await loadPageTexts('apiErrors');
});

/** The files the tab saved, by name. */
const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe("a video course's certificate tab", () => {
  it('downloads the certificate of a finished course, as the certificates page does', async () => {
    await signInAs('trainee@demo.school');
    const mine = await listVideoCourses({ tab: 'mine' });
    const finished = (
      await Promise.all(mine.data.map(async (course) => (await getVideoCourse(course.id)).data))
    ).find((course) => course.certificate.result !== 'in_progress');
    expect(finished, 'a finished video course of the demo trainee').toBeDefined();
    renderRoutes([{ path: '/', element: <CertificateTab course={finished!} /> }]);
    await userEvent.click(await screen.findByRole('button', { name: /^Завантажити сертифікат: / }));
    await waitFor(() => expect(saved).toEqual([`video-course-certificate-${finished!.id}.pdf`]));
  });
});
