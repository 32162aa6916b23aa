/**
 * A student's attendance so far: lessons attended out of the lessons whose attendance the
 * teacher marked for them, rounded to a whole percent; null before any lesson is marked.
 */
export function attendancePercent(
  lessons: readonly { attendance: Record<string, boolean> }[],
  studentId: number,
): number | null {
  const marks = lessons
    .map((lesson) => lesson.attendance[String(studentId)])
    .filter((mark) => mark !== undefined);
  if (marks.length === 0) return null;
  return Math.round((marks.filter(Boolean).length / marks.length) * 100);
}
