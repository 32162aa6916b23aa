import {
  getCompleteLessonMockHandler,
  getPublishLessonMockHandler,
  getSetLessonAttendanceMockHandler,
  getUpdateLessonMockHandler,
} from '../../generated/lessons/lessons.msw';
import {
  SetLessonAttendanceBody,
  UpdateLessonBody,
  updateLessonBodyFileIdsMax,
} from '../../generated/zod/lessons/lessons';
import { files } from '../db/files';
import { emitLessonCompleted, lessons } from '../db/lessons';
import { addMinutesIso, schoolToday } from '../../time/school-time';
import { canMarkCompleted, canMoveTestDate } from '../rules/lesson-actions';
import { lessonStatus } from '../rules/lesson-status';
import { lessonDetail, teachLesson } from './lesson-view';
import { parseBody, rawBody } from './request-params';
import { fail } from './respond';
import { lessonChanged } from '../notifications/events';

const minutesBetween = (from: string, to: string) =>
  (new Date(to).getTime() - new Date(from).getTime()) / 60_000;

/** What the course's teacher does on a lesson page: fill it in, mark attendance, mark it completed. */
export const lessonTeacherHandlers = [
  getUpdateLessonMockHandler(async ({ request, params }) => {
    const { lesson, viewer } = teachLesson(request, params.lessonId);
    const sent = (await rawBody(request)).file_ids;
    if (Array.isArray(sent) && sent.length > updateLessonBodyFileIdsMax) {
      fail(422, 'too_many_files', `At most ${updateLessonBodyFileIdsMax} files can be attached.`);
    }
    const body = await parseBody(request, UpdateLessonBody);
    if (body.file_ids?.some((id) => !files.byId(id)))
      fail(422, 'validation_failed', 'The given data was invalid: file_ids.');
    if (body.starts_at !== undefined) {
      if (!canMoveTestDate(lesson.type, lessonStatus(lesson))) {
        fail(
          409,
          'lesson_not_editable',
          'Test dates are editable only on test lessons in upcoming or in-progress status.',
        );
      }
      const length = minutesBetween(lesson.starts_at, lesson.ends_at);
      lesson.starts_at = addMinutesIso(body.starts_at, 0);
      lesson.ends_at = addMinutesIso(body.starts_at, length);
    }
    const moved = body.starts_at !== undefined;
    if (body.classwork !== undefined) lesson.classwork = body.classwork;
    if (body.homework !== undefined) lesson.homework = body.homework;
    if (body.recording_url !== undefined) lesson.recording_url = body.recording_url;
    if (body.notes !== undefined) lesson.notes = body.notes;
    if (body.file_ids !== undefined) lesson.file_ids = [...new Set(body.file_ids)];
    for (const field of ['trial_level', 'trial_comment'] as const) {
      if (body[field] !== undefined && lesson.type !== 'trial')
        fail(422, 'validation_failed', `The given data was invalid: ${field}.`, { field });
    }
    if (body.trial_level !== undefined || body.trial_comment !== undefined) {
      const trial = { level: null, comment: '', ...lesson.trial };
      lesson.trial = {
        level: body.trial_level !== undefined ? body.trial_level : trial.level,
        comment: body.trial_comment ?? trial.comment,
      };
    }
    lessons.save();
    if (moved) lessonChanged(lesson, viewer.course, 'lesson_moved');
    return { data: lessonDetail(lesson, viewer) };
  }),

  getSetLessonAttendanceMockHandler(async ({ request, params }) => {
    const { lesson, viewer } = teachLesson(request, params.lessonId);
    const { attendance } = await parseBody(request, SetLessonAttendanceBody);
    attendance.forEach(({ student_id }, index) => {
      if (!viewer.course.student_ids.includes(student_id)) {
        fail(422, 'validation_failed', `The given data was invalid: attendance.${index}.student_id.`);
      }
    });
    for (const { student_id, present } of attendance) lesson.attendance[String(student_id)] = present;
    lessons.save();
    return { data: lessonDetail(lesson, viewer) };
  }),

  getPublishLessonMockHandler(({ request, params }) => {
    const { lesson, viewer } = teachLesson(request, params.lessonId);
    if (viewer.readOnly) fail(403, 'forbidden', 'Only the group’s tutor can do this.');
    if (viewer.course.training !== 'tylt')
      fail(409, 'transition_not_allowed', 'Only a TYLT group’s lessons are published to trainees.');
    if (schoolToday() < viewer.course.start_date)
      fail(
        409,
        'group_not_started',
        'The group has not started: its lessons can be published once it starts.',
      );
    lesson.published = true;
    lessons.save();
    return { data: lessonDetail(lesson, viewer) };
  }),

  getCompleteLessonMockHandler(({ request, params }) => {
    const { lesson, viewer } = teachLesson(request, params.lessonId);
    if (!canMarkCompleted(lessonStatus(lesson))) {
      fail(409, 'transition_not_allowed', 'Only a lesson that has started can be marked completed.');
    }
    if (lesson.type === 'trial' && !lesson.trial?.level)
      fail(422, 'fields_empty', 'Some fields are empty.', { field: 'trial_level' });
    lesson.completed = true;
    lessons.save();
    emitLessonCompleted(lesson);
    return { data: lessonDetail(lesson, viewer) };
  }),
];
