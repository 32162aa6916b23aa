import { text } from '../scenarios/hostile';
import { courses } from './courses';
import { randomFor } from './world/random';
import { atSchoolTime } from '../../time/school-time';
import { createTable } from './table';

/** An uploaded file; `owner_id` is the user who uploaded it. */
export type FileRow = {
  id: number;
  owner_id: number;
  name: string;
  size: number;
  mime_type: string;
  url: string;
  created_at: string;
};

export const FILES_BASE_URL = 'https://files.school.mock';

/** Where a stored file is served from. */
export const fileUrl = (id: number, name: string): string =>
  `${FILES_BASE_URL}/${id}/${encodeURIComponent(name)}`;

/** A worksheet a teacher attached to a lesson when the school was seeded. */
export type SeededWorksheet = {
  course_id: number;
  lesson_number: number;
  teacher_id: number;
  name: string;
  created_at: string;
};

/**
 * The seeded worksheets: a PDF on lessons 2, 7, 12, ... of every course. The files seed and the
 * lessons seed both read this plan, so file `i + 1` is the worksheet of plan row `i` without one
 * table seeding from the other.
 */
export function worksheetPlan(): SeededWorksheet[] {
  return courses.rows.flatMap((course) =>
    Array.from({ length: course.lessons_count }, (_, index) => index + 1)
      .filter((number) => number % 5 === 2)
      .map((number) => ({
        course_id: course.id,
        lesson_number: number,
        teacher_id: course.teacher_id,
        name: `worksheet-${course.name.toLowerCase()}-lesson-${number}.pdf`,
        created_at: atSchoolTime(course.start_date, '09:00'),
      })),
  );
}

export const files = createTable<FileRow>('files', () => {
  const random = randomFor('files');
  return worksheetPlan().map((sheet, index) => ({
    id: index + 1,
    owner_id: sheet.teacher_id,
    name: text(sheet.name),
    size: random.int(60, 900) * 1024,
    mime_type: 'application/pdf',
    url: fileUrl(index + 1, sheet.name),
    created_at: sheet.created_at,
  }));
});

/** The API's FileRef of a stored file. */
export const fileRef = ({ id, name, size, mime_type, url }: FileRow) => ({ id, name, size, mime_type, url });

/** The refs of existing files among `ids` (unknown ids are dropped). */
export const fileRefs = (ids: number[]) =>
  ids.flatMap((id) => {
    const row = files.byId(id);
    return row ? [fileRef(row)] : [];
  });
