import type { CourseListItem, PersonRef } from '@cabinet/api/model';

/**
 * The children a parent follows, read from their courses (`listCourses` without `student_id`
 * names each row's `student`): each child once, by name; the parent's own rows (a parent who is
 * also a student) are not a child.
 */
export function childrenOf(rows: readonly Pick<CourseListItem, 'student'>[], selfId?: number): PersonRef[] {
  const seen = new Map<number, PersonRef>();
  for (const { student } of rows) {
    if (student && student.id !== selfId && !seen.has(student.id)) seen.set(student.id, student);
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, 'uk'));
}

/** The child a `child` query names, else the first one. */
export function chosenChild(children: readonly PersonRef[], search: URLSearchParams): PersonRef | undefined {
  const wanted = Number(search.get('child'));
  return children.find((child) => child.id === wanted) ?? children[0];
}
