export { HandbookCard, type HandbookCardProps } from './HandbookCard';
