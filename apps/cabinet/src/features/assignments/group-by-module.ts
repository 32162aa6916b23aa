import type { Assignment, AssignmentKind, CourseModule } from '@cabinet/api/model';

export type ModuleGroup = { moduleId: number; module: CourseModule | undefined; assignments: Assignment[] };

/** The assignments of one kind (or all), grouped by module in the order the list gives them. */
export function groupByModule(
  assignments: readonly Assignment[],
  modules: readonly CourseModule[],
  kind: AssignmentKind | null = null,
): ModuleGroup[] {
  const groups: ModuleGroup[] = [];
  for (const assignment of assignments) {
    if (kind && assignment.kind !== kind) continue;
    let group = groups.find((g) => g.moduleId === assignment.module_id);
    if (!group) {
      group = {
        moduleId: assignment.module_id,
        module: modules.find((m) => m.id === assignment.module_id),
        assignments: [],
      };
      groups.push(group);
    }
    group.assignments.push(assignment);
  }
  return groups;
}

/** The kind asked for by the address's `kind` query; null (all) when missing or unknown. */
export const kindOf = (search: URLSearchParams): AssignmentKind | null => {
  const kind = search.get('kind');
  return kind === 'task' || kind === 'test' ? kind : null;
};
