import type {
  CourseFeedbackStatus,
  CourseKind,
  FeedbackGroupRow,
  ModuleFeedbackStatus,
} from '@cabinet/api/model';

/** The school's two kinds of course: a group, or individual lessons with one student. */
export const COURSE_KINDS = ['group', 'individual'] as const satisfies readonly CourseKind[];
export const FEEDBACK_STATUSES = [
  'not_written',
  'in_progress',
  'need_review',
  'in_review',
  'need_edit',
  'sent',
] as const satisfies readonly ModuleFeedbackStatus[];
export const COURSE_FEEDBACK_STATUSES = [
  'not_written',
  'need_feedback',
  'feedback_in_progress',
  'sent',
] as const satisfies readonly CourseFeedbackStatus[];

/** The director's filters as they stand in the address: program, teacher, course kind, status. */
export type DosFilters<Status extends string = ModuleFeedbackStatus> = {
  program: number | null;
  teacher: number | null;
  type: CourseKind | null;
  status: Status | null;
  page: number;
};

const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  values.find((value) => value === raw) ?? null;

/** Reads the filters from the address, the status among `statuses`; anything unknown is left out. */
export function readFilters<Status extends string = ModuleFeedbackStatus>(
  search: URLSearchParams,
  statuses: readonly Status[] = FEEDBACK_STATUSES as unknown as readonly Status[],
): DosFilters<Status> {
  return {
    program: idOf(search.get('program')),
    teacher: idOf(search.get('teacher')),
    type: oneOf(COURSE_KINDS, search.get('type')),
    status: oneOf(statuses, search.get('status')),
    page: idOf(search.get('page')) ?? 1,
  };
}

/** Writes the filters to the address, leaving out the empty ones and the first page. */
export function writeFilters<Status extends string>(filters: DosFilters<Status>): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.program) search.set('program', String(filters.program));
  if (filters.teacher) search.set('teacher', String(filters.teacher));
  if (filters.type) search.set('type', filters.type);
  if (filters.status) search.set('status', filters.status);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** A list call's parameters for the filters. */
export function toParams<Status extends string>(filters: DosFilters<Status>, perPage: number) {
  return {
    ...(filters.program ? { program_id: filters.program } : {}),
    ...(filters.teacher ? { teacher_id: filters.teacher } : {}),
    ...(filters.type ? { course_kind: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page: filters.page,
    per_page: perPage,
  };
}

/** The programs the rows name, each once, in name order: the choices of the program filter. */
export function programsOf(rows: readonly FeedbackGroupRow[]): FeedbackGroupRow['program'][] {
  const programs = new Map(rows.map((row) => [row.program.id, row.program]));
  return [...programs.values()].sort((a, b) => a.name.localeCompare(b.name));
}
