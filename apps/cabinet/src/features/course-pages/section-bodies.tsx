import Stack from '@mui/material/Stack';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PageNamespace } from '../../i18n';
import { withTexts } from '../../shared/lazy-page';
import type { CourseSection } from '../../shared/course-view';
import type { CourseTarget } from '../../shared/course-view-sections';

/** What a section's body is given: the course, the item inside it, where its links lead. */
export type SectionProps = {
  target: CourseTarget;
  readOnly: boolean;
  hrefOf: (section: CourseSection, itemId?: number) => string;
  /** Whether the view has this section (a trainee's groups have no assigned tasks). */
  offers: (section: CourseSection) => boolean;
};

/** A section's body, loaded with its texts only when it is opened, so each stays its own chunk. */
const section = (load: () => Promise<ComponentType<SectionProps>>, texts: PageNamespace[]) =>
  lazy(() => withTexts(load, texts).then((Component) => ({ default: Component })));

const id = (value: number | undefined): number => value ?? 0;

export const sectionBodies: Record<CourseSection, LazyExoticComponent<ComponentType<SectionProps>>> = {
  general: section(
    () =>
      import('../courses/CourseGeneral').then(({ CourseGeneral }) => ({ target, hrefOf }: SectionProps) => (
        <CourseGeneral
          courseId={target.courseId}
          studentId={target.studentId}
          scheduleHref={hrefOf('schedule')}
        />
      )),
    ['courses'],
  ),
  schedule: section(
    () =>
      import('../courses/CourseSchedule').then(({ CourseSchedule }) => ({ target, hrefOf }: SectionProps) => (
        <CourseSchedule
          courseId={target.courseId}
          studentId={target.studentId}
          lessonHref={(lesson) => hrefOf('lesson', lesson.id)}
        />
      )),
    ['courses'],
  ),
  lesson: section(
    () =>
      Promise.all([import('../courses/LessonDetails'), import('../assignments/LessonAssignments')]).then(
        ([{ LessonDetails }, { LessonAssignments }]) =>
          ({ target, hrefOf, offers }: SectionProps) => (
            <Stack spacing={3}>
              <LessonDetails lessonId={id(target.itemId)} studentId={target.studentId} />
              {offers('task') && offers('test') ? (
                <LessonAssignments
                  courseId={target.courseId}
                  lessonId={id(target.itemId)}
                  studentId={target.studentId}
                  taskHref={(taskId) => hrefOf('task', taskId)}
                  testHref={(testId) => hrefOf('test', testId)}
                />
              ) : null}
            </Stack>
          ),
      ),
    ['courses', 'assignments'],
  ),
  summary: section(
    () =>
      import('../courses/CourseSummaryView').then(({ CourseSummaryView }) => ({ target }: SectionProps) => (
        <CourseSummaryView courseId={target.courseId} studentId={target.studentId} />
      )),
    ['courses'],
  ),
  catchUp: section(
    () =>
      import('../courses/CatchUps').then(({ CatchUps }) => ({ target }: SectionProps) => (
        <CatchUps courseId={target.courseId} studentId={target.studentId} />
      )),
    ['courses'],
  ),
  assignedTasks: section(
    () =>
      import('../assignments/AssignmentList').then(
        ({ AssignmentList }) =>
          ({ target, hrefOf }: SectionProps) => (
            <AssignmentList
              courseId={target.courseId}
              studentId={target.studentId}
              taskHref={(taskId) => hrefOf('task', taskId)}
              testHref={(testId) => hrefOf('test', testId)}
            />
          ),
      ),
    ['assignments'],
  ),
  task: section(
    () =>
      import('../assignments/TaskPage').then(({ TaskPage }) => ({ target, readOnly }: SectionProps) => (
        <TaskPage assignmentId={id(target.itemId)} studentId={target.studentId} readOnly={readOnly} />
      )),
    ['assignments'],
  ),
  test: section(
    () =>
      import('../assignment-tests/TestPage').then(({ TestPage }) => ({ target, readOnly }: SectionProps) => (
        <TestPage assignmentId={id(target.itemId)} studentId={target.studentId} readOnly={readOnly} />
      )),
    ['tests'],
  ),
  feedbacks: section(
    () =>
      import('../feedback/ChildFeedbacks').then(({ ChildFeedbacks }) => ({ target }: SectionProps) => (
        <ChildFeedbacks courseId={target.courseId} studentId={target.studentId} />
      )),
    ['feedback'],
  ),
  usefulLinks: section(
    () =>
      import('../courses/UsefulLinks').then(({ UsefulLinks }) => ({ target }: SectionProps) => (
        <UsefulLinks courseId={target.courseId} />
      )),
    ['courses'],
  ),
  courseTasks: section(
    () =>
      Promise.all([
        import('../course-tasks/TraineeCourseTasks'),
        import('../course-tasks/course-task-kinds'),
      ]).then(([{ TraineeCourseTasks }, { TRAINEE_SEGMENT }]) => ({ target, hrefOf }: SectionProps) => (
        <TraineeCourseTasks
          courseId={target.courseId}
          taskHref={(task) => `${hrefOf('courseTasks')}/${task.id}/${TRAINEE_SEGMENT[task.kind]}`}
        />
      )),
    ['courseTasks', 'assignments'],
  ),
  courseTask: section(
    () =>
      import('../course-tasks/TraineeTaskSection').then(
        ({ TraineeTaskSection }) =>
          ({ target }: SectionProps) => (
            <TraineeTaskSection courseId={target.courseId} taskId={id(target.itemId)} />
          ),
      ),
    ['courseTasks', 'assignments'],
  ),
  certificate: section(
    () =>
      import('../certificates/CourseCertificate').then(
        ({ CourseCertificate }) =>
          ({ target }: SectionProps) => (
            <CourseCertificate courseId={target.courseId} studentId={target.studentId} />
          ),
      ),
    ['certificates'],
  ),
};
