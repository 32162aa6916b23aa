export { LessonRow, type LessonPlace, type LessonRowProps } from './LessonRow';
