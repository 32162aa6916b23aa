export { EMPTY_STATE_KINDS, EmptyState, type EmptyStateKind, type EmptyStateProps } from './EmptyState';
