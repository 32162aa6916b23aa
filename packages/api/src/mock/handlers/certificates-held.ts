import { getListHeldCertificatesMockHandler } from '../../generated/certificates/certificates.msw';
import type { HeldCertificate } from '../../generated/model';
import { getDownloadVideoCourseCertificateMockHandler } from '../../generated/video-courses/video-courses.msw';
import * as clock from '../../time/clock';
import { eventDateOf } from '../../time/event-time';
import { schoolDateOf } from '../../time/school-time';
import { type UserRow, users } from '../db';
import { type CertificateRow, certificates } from '../db/certificates';
import { traineeCertificates } from '../db/course-tasks';
import { courses } from '../db/courses';
import { eventTestAttempts } from '../db/event-test-attempts';
import { events } from '../db/events';
import { videoCourses, type VideoCourseRow } from '../db/video-courses';
import { progressInCourse } from '../db/video-progress';
import { byCourseThenStudent, certificateView } from './certificates-view';
import { simplePdf } from './certificates-pdf';
import { isLearner, isTeacher, managesCourse } from './course-access';
import { fail, requireUser } from './respond';
import { certificateView as videoCertificateView } from './video-courses-view';
import { courseOf } from './video-courses-watch';
import { requireVideoViewer } from './video-viewer';

/**
 * The course certificates a user follows: their own as a learner, their children's as a parent,
 * their students' as a teacher, the company's employees' as its manager.
 */
export function courseCertificatesOf(user: UserRow): CertificateRow[] {
  const children = user.spaces.includes('responsible_person')
    ? new Set(users.childrenOf(user.id).map((child) => child.id))
    : new Set<number>();
  const own = isLearner(user);
  const teaches = isTeacher(user);
  return certificates.where((row) => {
    if ((own && row.student_id === user.id) || children.has(row.student_id)) return true;
    const course = courses.byId(row.course_id);
    return !!course && ((teaches && course.teacher_id === user.id) || managesCourse(user, course));
  });
}

/** A video course the user finished, with its certificate; undefined while in progress. */
function finishedVideoCourse(user: UserRow, course: VideoCourseRow, now: Date) {
  const rows = progressInCourse(user.id, course.id);
  if (rows.length === 0) return undefined;
  const { result, percent, issued_on: issuedOn } = videoCertificateView(course, rows, now);
  if (result === 'in_progress' || percent === null || issuedOn === null) return undefined;
  return { result, percent, issued_on: issuedOn };
}

/** The certificates of events, teacher-training courses and video courses the user holds. */
function otherCertificatesOf(user: UserRow, now: Date): HeldCertificate[] {
  const held: HeldCertificate[] = [];
  for (const attempt of eventTestAttempts.where((row) => row.user_id === user.id && row.passed)) {
    const event = events.byId(attempt.event_id);
    if (!event || held.some((item) => item.kind === 'event' && item.event_id === event.id)) continue;
    held.push({
      kind: 'event',
      event_id: event.id,
      event_type: event.type,
      title: event.title,
      title_en: event.title_en,
      starts_at: event.starts_at,
      name_en: attempt.name_en ?? user.nameEn ?? user.name,
      issued_on: eventDateOf(attempt.submitted_at),
    });
  }
  for (const row of traineeCertificates.where((row) => row.trainee_id === user.id)) {
    const course = courses.byId(row.course_id);
    if (!course || row.type === 'no_certificate') continue;
    held.push({
      kind: 'teacher_training',
      course_id: course.id,
      course_name: course.name,
      trainee_id: user.id,
      type: row.type,
      issued_on: schoolDateOf(row.issued_at),
    });
  }
  for (const course of videoCourses.rows) {
    const certificate = finishedVideoCourse(user, course, now);
    if (!certificate) continue;
    held.push({
      kind: 'video_course',
      video_course_id: course.id,
      title: course.title,
      title_en: course.title_en,
      result: certificate.result,
      percent: certificate.percent,
      issued_on: certificate.issued_on,
    });
  }
  const issuedOn = (item: HeldCertificate) => (item.kind === 'course' ? '' : item.issued_on);
  return held.sort((a, b) => issuedOn(b).localeCompare(issuedOn(a)));
}

const RESULTS = { pass: 'Pass', review: 'Review' } as const;

export const heldCertificatesHandlers = [
  /** Every certificate of the caller's certificates page; none is an empty list. */
  getListHeldCertificatesMockHandler(({ request }) => {
    const user = requireUser(request);
    const own = [...courseCertificatesOf(user)].sort(byCourseThenStudent);
    return {
      data: [
        ...own.map((row) => ({ kind: 'course' as const, certificate: certificateView(row) })),
        ...otherCertificatesOf(user, clock.now()),
      ],
    };
  }),

  /** A finished video course's certificate as a PDF; in progress it is not issued yet. */
  getDownloadVideoCourseCertificateMockHandler(async ({ request, params }) => {
    const user = requireVideoViewer(request);
    const course = courseOf(params.videoCourseId);
    const certificate = finishedVideoCourse(user, course, clock.now());
    if (!certificate)
      fail(409, 'certificate_not_issued', 'The certificate is issued once the course is finished.');
    const pdf = await simplePdf('Certificate of Completion', [
      'This is to certify that',
      user.nameEn ?? user.name,
      `has finished the video course "${course.title_en}"`,
      `Result: ${RESULTS[certificate.result]}, ${certificate.percent}% of the answers right`,
      `Issued: ${certificate.issued_on}`,
    ]);
    // The generated handler types the body as a Blob; the bytes are a body every Response reads.
    return pdf as unknown as Blob;
  }),
];
