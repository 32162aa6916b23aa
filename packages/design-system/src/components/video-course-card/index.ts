export { VideoCourseCard, type VideoCourseAccess, type VideoCourseCardProps } from './VideoCourseCard';
