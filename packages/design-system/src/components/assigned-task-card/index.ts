export { AssignedTaskCard, type AssignedTaskCardProps, type AssignedTaskKind } from './AssignedTaskCard';
export { isTaskOverdue } from './overdue';
