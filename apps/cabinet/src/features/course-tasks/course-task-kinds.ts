import type { CourseTaskKind } from '@cabinet/api/model';

/** The kinds in the order a group's tasks are shown. */
export const KINDS: readonly CourseTaskKind[] = [
  'university',
  'observation_yl',
  'observation_teens',
  'final_test',
  'practice',
];

/** The tutor's address segment of each kind (`gu` is the online university). */
export const TUTOR_SEGMENT: Record<CourseTaskKind, string> = {
  university: 'gu',
  observation_yl: 'ot-yl',
  observation_teens: 'ot-teens',
  final_test: 'final-test',
  practice: 'practice',
};

/** The trainee's address segment of each kind's page. */
export const TRAINEE_SEGMENT: Record<CourseTaskKind, string> = {
  university: 'online-university',
  observation_yl: 'observation-task-yl',
  observation_teens: 'observation-task-teens',
  final_test: 'final-test',
  practice: 'practice-task',
};

/** The kind a segment names, or null. */
export const kindOfSegment = (segments: Record<CourseTaskKind, string>, segment: string | undefined) =>
  KINDS.find((kind) => segments[kind] === segment) ?? null;
