export { StatisticsRecordDialog, type StatisticsRecordDialogProps } from './StatisticsRecordDialog';
export {
  checkStatisticsRecord,
  draftOf,
  parseDecimal,
  STATISTICS_RECORD_TYPES,
  STATISTICS_UNITS,
  type StatisticsRecordDraft,
  type StatisticsRecordErrors,
  type StatisticsRecordType,
  type StatisticsRecordValues,
  type StatisticsUnits,
} from './statistics-record';
