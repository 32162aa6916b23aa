import {
  getCreateAssignmentMockHandler,
  getPublishAssignmentMockHandler,
  getUpdateAssignmentMockHandler,
} from '../../generated/assignments/assignments.msw';
import type { AssignmentCreate, AssignmentStudentFilesInput } from '../../generated/model';
import { CreateAssignmentBody, UpdateAssignmentBody } from '../../generated/zod/assignments/assignments';
import { type AssignmentRow, assignments, assignmentsOf } from '../db/assignments';
import { type CourseRow, modulesOf } from '../db/courses';
import { createWorksOnPublish, freezeStartedVersions } from '../db/works';
import { schoolNow } from '../../time/school-time';
import { finalTestTaken } from '../rules/assignment-appointment';
import { teachAssignment } from './assignments-access';
import {
  checkAssignmentFields,
  checkOwnFiles,
  nextIds,
  openLessonOf,
  questionsFrom,
  requireOpenLessons,
} from './assignments-checks';
import { toAssignment } from './assignments-view';
import { teachCourse } from './course-access';
import { parseBody, pathId, rawBody } from './request-params';
import { fail } from './respond';

const invalid = (field: string): never =>
  fail(422, 'validation_failed', `The given data was invalid: ${field}.`, { field });

function studentFilesOf(course: CourseRow, input: readonly AssignmentStudentFilesInput[], teacherId: number) {
  return input.map((entry) => {
    if (!course.student_ids.includes(entry.student_id)) invalid('student_files');
    return {
      student_id: entry.student_id,
      file_ids: checkOwnFiles(entry.file_ids, teacherId, 'student_files'),
    };
  });
}

/** The test fields of a new test; every one the contract marks as needed for tests must be there. */
function testFields(course: CourseRow, body: AssignmentCreate) {
  const { test_type: testType, platform, personal_version: personal, retake_allowed: retake } = body;
  if (testType === undefined) return invalid('test_type');
  if (platform === undefined) return invalid('platform');
  if (personal === undefined) return invalid('personal_version');
  if (retake === undefined) return invalid('retake_allowed');
  if (platform === 'outside' && (body.questions?.length ?? 0) > 0) invalid('questions');
  if (testType === 'final_test' && finalTestTaken(assignmentsOf(course.id))) {
    fail(409, 'final_test_exists', 'The course already has a final test.');
  }
  const lesson = body.lesson_id ? openLessonOf(course, body.lesson_id, 422) : undefined;
  if (!lesson) requireOpenLessons(course);
  return {
    test_type: testType,
    platform,
    personal_version: personal,
    retake_allowed: retake,
    max_score: body.max_score ?? null,
    lesson_id: lesson?.id ?? null,
    questions: questionsFrom(body.questions ?? []),
  };
}

/** A test without a title is titled by its type. */
const TEST_TITLES = {
  test: ['Тест', 'Test'],
  progress_test: ['Прогрес-тест', 'Progress test'],
  final_test: ['Фінальний тест', 'Final test'],
} as const;

const TASK_TEST_FIELDS = {
  test_type: null,
  platform: null,
  personal_version: null,
  retake_allowed: null,
  max_score: null,
  lesson_id: null,
  questions: [],
};

/** Creating, editing and publishing assignments: the course's teacher only. */
export const assignmentWriteHandlers = [
  getCreateAssignmentMockHandler(async ({ request, params }) => {
    const viewer = teachCourse(request, pathId(params.courseId, 'course'));
    const raw = await rawBody(request);
    checkAssignmentFields(raw.kind, raw, true);
    const body = await parseBody(request, CreateAssignmentBody);
    const { course, user } = viewer;
    if (!modulesOf(course.id).some((module) => module.id === body.module_id)) invalid('module_id');
    const test = body.kind === 'test';
    const row = assignments.insert({
      course_id: course.id,
      module_id: body.module_id,
      kind: body.kind,
      title: body.title?.trim() || (test ? TEST_TITLES[body.test_type ?? 'test'][0] : ''),
      title_en:
        body.title_en ?? (test && !body.title?.trim() ? TEST_TITLES[body.test_type ?? 'test'][1] : null),
      description: body.description ?? '',
      file_ids: checkOwnFiles(body.file_ids ?? [], user.id),
      student_files: studentFilesOf(course, body.student_files ?? [], user.id),
      video_link: body.video_link ?? null,
      created_at: schoolNow(),
      published: false,
      published_at: null,
      student_ids: null,
      retake_of: null,
      deadline: body.deadline ?? null,
      ...(test ? testFields(course, body) : TASK_TEST_FIELDS),
    });
    return { data: toAssignment(row, viewer) };
  }),

  getUpdateAssignmentMockHandler(async ({ request, params }) => {
    const { assignment, viewer } = teachAssignment(request, params.assignmentId);
    const raw = await rawBody(request);
    checkAssignmentFields(assignment.kind, raw, false);
    const body = await parseBody(request, UpdateAssignmentBody);
    const test = assignment.kind === 'test';
    if (body.questions && (!test || assignment.platform !== 'on') && body.questions.length > 0)
      invalid('questions');
    const changes: Partial<AssignmentRow> = {
      ...(body.title !== undefined && { title: body.title.trim() }),
      ...(body.title_en !== undefined && { title_en: body.title_en }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.file_ids && { file_ids: checkOwnFiles(body.file_ids, viewer.user.id) }),
      ...(body.student_files && {
        student_files: studentFilesOf(viewer.course, body.student_files, viewer.user.id),
      }),
      ...(body.video_link !== undefined && { video_link: body.video_link }),
      ...(body.deadline !== undefined && { deadline: body.deadline }),
      ...(test && body.max_score !== undefined && { max_score: body.max_score }),
      ...(test && body.personal_version !== undefined && { personal_version: body.personal_version }),
      ...(test && body.retake_allowed !== undefined && { retake_allowed: body.retake_allowed }),
      ...(body.questions && { questions: questionsFrom(body.questions, nextIds(assignment.questions)) }),
    };
    // "Editing after publishing affects only students whose status is not written."
    const reached = assignment.published ? freezeStartedVersions(assignment) : 0;
    Object.assign(assignment, changes);
    assignments.save();
    return { data: toAssignment(assignment, viewer), reached_students: reached };
  }),

  getPublishAssignmentMockHandler(({ request, params }) => {
    const { assignment, viewer } = teachAssignment(request, params.assignmentId);
    if (assignment.published) fail(409, 'transition_not_allowed', 'The assignment is already published.');
    assignment.published = true;
    assignment.published_at = schoolNow();
    assignments.save();
    createWorksOnPublish(assignment);
    return { data: toAssignment(assignment, viewer) };
  }),
];
