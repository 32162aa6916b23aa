import type { FeedbackGroupRow } from '@cabinet/api/model';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../../../../shared/in-language';
import { COURSE_KINDS, type DosFilters, programsOf } from '../dos-filters';
import { FilterBar } from './FilterBar';
import { FilterSelect } from './FilterSelect';
import { TeacherFilter } from './TeacherFilter';

type FeedbackFilterBarProps<Status extends string> = {
  filters: DosFilters<Status>;
  /** The rows whose programs and teachers are the choices. */
  choices: readonly FeedbackGroupRow[];
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  /** A change of one filter; the page goes back to the first. */
  onChange: (next: Partial<DosFilters<Status>>) => void;
  onReset: () => void;
};

/** The four filters of the director's feedback lists: program, teacher, course kind and status. */
export function FeedbackFilterBar<Status extends string>({
  filters,
  choices,
  statuses,
  statusLabel,
  onChange,
  onReset,
}: FeedbackFilterBarProps<Status>) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const filtered = Boolean(filters.program || filters.teacher || filters.type || filters.status);
  const all = t('dos.filters.all');
  return (
    <FilterBar
      label={t('dos.filters.label')}
      resetLabel={t('dos.filters.reset')}
      onReset={filtered ? onReset : undefined}
    >
      <FilterSelect
        label={t('dos.filters.program')}
        allLabel={all}
        value={filters.program ? String(filters.program) : ''}
        options={programsOf(choices).map((program) => ({
          value: String(program.id),
          label: nameIn(program, i18n.language),
        }))}
        onChange={(value) => onChange({ program: value ? Number(value) : null })}
      />
      <TeacherFilter
        rows={choices}
        label={t('dos.filters.teacher')}
        allLabel={all}
        value={filters.teacher}
        onChange={(teacher) => onChange({ teacher })}
      />
      <FilterSelect
        label={t('dos.filters.kind')}
        allLabel={all}
        value={filters.type ?? ''}
        options={COURSE_KINDS.map((kind) => ({ value: kind, label: t(`courseKind.${kind}`) }))}
        onChange={(value) => onChange({ type: COURSE_KINDS.find((kind) => kind === value) ?? null })}
      />
      <FilterSelect
        label={t('dos.filters.status')}
        allLabel={all}
        value={filters.status ?? ''}
        options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
        onChange={(value) => onChange({ status: statuses.find((status) => status === value) ?? null })}
      />
    </FilterBar>
  );
}
