export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export {
  type StatusTone,
  type StatusValue,
  type StatusVocabulary,
  statusCatalogue,
  statusTone,
  statusValues,
  statusVocabularies,
} from './catalogue';
