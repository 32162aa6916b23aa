import { downloadVideoCourseCertificate } from '@cabinet/api/video-courses';

/** A video course's certificate as a file: asked of the school, saved under one name everywhere. */
export const videoCourseCertificateFile = (videoCourseId: number) => ({
  run: () => downloadVideoCourseCertificate(videoCourseId, { silent: true }),
  fileName: `video-course-certificate-${videoCourseId}.pdf`,
});
