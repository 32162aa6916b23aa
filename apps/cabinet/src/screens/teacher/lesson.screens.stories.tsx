import { listLessons } from '@cabinet/api/lessons';
import { handlers } from '@cabinet/api/mock/handlers';
import type { LessonEnvelope } from '@cabinet/api/model';
import type { Meta } from '@storybook/react-vite';
import { paths } from '../../shared/paths';
import {
  type ScreenStory,
  changedAnswer,
  openDialog,
  schoolStates,
  screenMeta,
  screenshotIn,
} from '../screen-story';
import { lastHeldLesson, pressOnceSettled, upcomingLessonTab } from './addresses';

/** GE-B1-01: the demo teacher's online group in progress. */
const GROUP = 1;

/** The group's first lesson still to come, as the teacher opens it from the group's schedule. */
async function firstUpcomingLesson(): Promise<string> {
  const lessons = (await listLessons(GROUP, { per_page: 100 })).data;
  const lesson = lessons.find((item) => item.status === 'upcoming');
  if (!lesson) throw new Error('The seeded group has lessons to come.');
  return paths.teacher.groupCourse.lesson.to(GROUP, lesson.id);
}

// A teacher's lesson page: the lesson's facts, marking it held, the attendance, its information and tasks.
// Its times are also shown in the viewer's own time zone where that is not the school's; the story
// tests' browser is in the school's zone, so the screenshot is the same on every machine.
const meta = {
  title: 'Teacher/Lesson',
  ...screenMeta({ account: 'teacher@demo.school', address: firstUpcomingLesson }),
} satisfies Meta;

export default meta;

/** The lesson as the seeded school has it: every student of the group not marked yet. */
export const Seeded: ScreenStory = { parameters: { ...schoolStates.seeded, ...screenshotIn('light-uk') } };

/** A lesson of a group without students: the attendance says there is no one to mark. */
export const EmptyAttendance: ScreenStory = {
  name: 'Empty attendance',
  parameters: {
    msw: [
      changedAnswer<LessonEnvelope>('*/api/v1/lessons/:lessonId', (lesson) => ({
        ...lesson,
        data: { ...lesson.data, attendance: [] },
      })),
      ...handlers,
    ],
  },
};

/** Saving the attendance with nobody marked: the form says so (in Storybook and Chromatic only). */
export const AttendanceUnmarked: ScreenStory = {
  name: 'Attendance saved unmarked',
  tags: ['!test'],
  play: pressOnceSettled('lessonTeaching:attendance.save'),
};

/**
 * Marking a lesson held: the dialog that asks to confirm. The seeded teacher has marked every lesson
 * that has ended, so the group's last lesson is shown as ended and not marked yet (incomplete).
 */
export const CompleteLesson: ScreenStory = {
  name: 'Mark held dialog',
  parameters: {
    screen: { account: 'teacher@demo.school', address: lastHeldLesson },
    msw: [
      changedAnswer<LessonEnvelope>('*/api/v1/lessons/:lessonId', (lesson) => ({
        ...lesson,
        data: { ...lesson.data, status: 'incomplete' },
      })),
      ...handlers,
    ],
  },
  play: openDialog('lessonTeaching:complete.action'),
};

/** The lesson's notes tab: the teacher's own notes, seen by nobody else (in Storybook and Chromatic only). */
export const Notes: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'teacher@demo.school', address: upcomingLessonTab('notes') } },
};

/** The lesson's Zoom tab: the meeting's link and codes (in Storybook and Chromatic only). */
export const Zoom: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'teacher@demo.school', address: upcomingLessonTab('zoom-info') } },
};

/**
 * The lesson's substitution tab: its requests for a colleague to take it (the seeded lesson has one
 * waiting), asked for or cancelled here (in Storybook and Chromatic only).
 */
export const Substitution: ScreenStory = {
  tags: ['!test'],
  parameters: { screen: { account: 'teacher@demo.school', address: upcomingLessonTab('substitution') } },
};
