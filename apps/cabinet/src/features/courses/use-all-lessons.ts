import { getListLessonsQueryOptions, useListLessons } from '@cabinet/api/lessons';
import type { LessonListItem } from '@cabinet/api/model';
import { useQueries } from '@tanstack/react-query';
import { studentParams } from './course-present';

/** The most rows the contract gives in one page. */
export const LESSONS_PER_PAGE = 100;

/** The pages after the first that a list of `total` rows needs. */
export const laterPages = (total: number, perPage: number): number[] =>
  Array.from({ length: Math.max(0, Math.ceil(total / perPage) - 1) }, (_, index) => index + 2);

/**
 * Every lesson of a course (the schedule is one list however long the course): the first page,
 * then the other pages together once the first says how many there are.
 */
export function useAllLessons(courseId: number, studentId: number | undefined) {
  const params = { ...studentParams(studentId), per_page: LESSONS_PER_PAGE };
  const first = useListLessons(courseId, params);
  const more = useQueries({
    queries: laterPages(first.data?.meta.total ?? 0, LESSONS_PER_PAGE).map((page) =>
      getListLessonsQueryOptions(courseId, { ...params, page }),
    ),
  });
  const failed = [first, ...more].find((query) => query.isError);
  const lessons: LessonListItem[] = [first, ...more].flatMap((query) => query.data?.data ?? []);
  const isPending = first.isPending || more.some((query) => query.isPending);
  return {
    isPending,
    isError: Boolean(failed),
    error: failed?.error,
    refetch: () => {
      void first.refetch();
      for (const query of more) void query.refetch();
    },
    lessons,
    /** The same lessons once every page has come, as a query's data. */
    data: isPending ? undefined : lessons,
  };
}
