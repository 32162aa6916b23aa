import type { DosStatisticsRecord, StatisticsRecord } from '../../generated/model';
import { personRef } from '../db/person-ref';
import { type StatisticsRecordRow, statisticsRecords } from '../db/statistics-records';
import { isEditableRecord, recordSum } from '../rules/statistics';

/** A statistics record as its teacher reads it. */
export const recordView = (row: StatisticsRecordRow): StatisticsRecord => ({
  id: row.id,
  date: row.date,
  category: row.category,
  description: row.description,
  type: row.type,
  rate: row.rate,
  amount: row.amount,
  units: row.units,
  sum: recordSum(row),
  status: row.status,
  editable: isEditableRecord(row.status),
  review_comment: row.review_comment,
  change_after_verify: row.change_after_verify,
  late_cancel: row.late_cancel_lesson_id !== undefined,
});

/** The teacher's records of a month (`yyyy-MM`). */
export const recordsOf = (teacherId: number, month: string) =>
  statisticsRecords.where((row) => row.teacher_id === teacherId && row.date.startsWith(`${month}-`));

/** A record as the director of studies reviews it: with the teacher it belongs to. */
export const dosRecordView = (row: StatisticsRecordRow): DosStatisticsRecord => ({
  ...recordView(row),
  teacher: personRef(row.teacher_id),
});
