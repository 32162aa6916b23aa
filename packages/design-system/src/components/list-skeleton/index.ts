export { CardSkeleton, type CardSkeletonProps } from './CardSkeleton';
export { ListSkeleton, type ListSkeletonProps } from './ListSkeleton';
export { visuallyHidden } from '../../internal/visually-hidden';
