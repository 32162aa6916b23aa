import type { PersonRef } from '@cabinet/api/model';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../../../../shared/in-language';
import { teachersOf } from '../teacher-options';
import { FilterSelect } from './FilterSelect';

type TeacherFilterProps = {
  /** The rows whose teachers are the choices (each teacher once, by name). */
  rows: readonly { teacher: PersonRef }[];
  value: number | null;
  onChange: (teacher: number | null) => void;
  label: string;
  /** The choice that removes the filter. */
  allLabel: string;
};

/** The teacher filter of a director's list: the teachers its rows name, in the interface language. */
export function TeacherFilter({ rows, value, onChange, label, allLabel }: TeacherFilterProps) {
  const { i18n } = useTranslation();
  return (
    <FilterSelect
      label={label}
      allLabel={allLabel}
      value={value ? String(value) : ''}
      options={teachersOf(rows).map((teacher) => ({
        value: String(teacher.id),
        label: nameIn(teacher, i18n.language),
      }))}
      onChange={(next) => onChange(next ? Number(next) : null)}
    />
  );
}
