import type {
  CourseType,
  FeedbackGroupRow,
  ListFeedbackGroupsParams,
  ModuleFeedbackStatus,
} from '@cabinet/api/model';

export const COURSE_TYPES = ['regular', 'intensive', 'weekend'] as const satisfies readonly CourseType[];
export const FEEDBACK_STATUSES = [
  'not_written',
  'in_progress',
  'need_review',
  'in_review',
  'need_edit',
  'sent',
] as const satisfies readonly ModuleFeedbackStatus[];

/** The director's filters as they stand in the address (seed 001 §2: program, teacher, course type, status). */
export type DosFilters = {
  program: number | null;
  teacher: number | null;
  type: CourseType | null;
  status: ModuleFeedbackStatus | null;
  page: number;
};

const idOf = (raw: string | null) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);
const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  values.find((value) => value === raw) ?? null;

/** Reads the filters from the address; anything unknown is left out. */
export function readFilters(search: URLSearchParams): DosFilters {
  return {
    program: idOf(search.get('program')),
    teacher: idOf(search.get('teacher')),
    type: oneOf(COURSE_TYPES, search.get('type')),
    status: oneOf(FEEDBACK_STATUSES, search.get('status')),
    page: idOf(search.get('page')) ?? 1,
  };
}

/** Writes the filters to the address, leaving out the empty ones and the first page. */
export function writeFilters(filters: DosFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.program) search.set('program', String(filters.program));
  if (filters.teacher) search.set('teacher', String(filters.teacher));
  if (filters.type) search.set('type', filters.type);
  if (filters.status) search.set('status', filters.status);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The list call's parameters for the filters. */
export function toParams(filters: DosFilters, perPage: number): ListFeedbackGroupsParams {
  return {
    ...(filters.program ? { program_id: filters.program } : {}),
    ...(filters.teacher ? { teacher_id: filters.teacher } : {}),
    ...(filters.type ? { course_type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page: filters.page,
    per_page: perPage,
  };
}

type Option = { id: number; name: string; name_en: string | null };

/** The programs and teachers the rows name, each once, in name order: the choices of the filters. */
export function filterOptions(rows: readonly FeedbackGroupRow[]): { programs: Option[]; teachers: Option[] } {
  const programs = new Map<number, Option>();
  const teachers = new Map<number, Option>();
  for (const row of rows) {
    programs.set(row.program.id, row.program);
    teachers.set(row.teacher.id, row.teacher);
  }
  const byName = (a: Option, b: Option) => a.name.localeCompare(b.name);
  return { programs: [...programs.values()].sort(byName), teachers: [...teachers.values()].sort(byName) };
}
