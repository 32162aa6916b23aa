import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { COURSE_KINDS, type DosFilters } from './dos-filters';

type Choice = { value: string; label: string };
type Named = { id: number; name: string; name_en: string | null };

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Choice[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('teacherFeedback');
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
    >
      <MenuItem value="">{t('dos.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

type DosFilterBarProps<Status extends string> = {
  filters: DosFilters<Status>;
  programs: Named[];
  teachers: Named[];
  statuses: readonly Status[];
  statusLabel: (status: Status) => string;
  /** A change of one filter; the page goes back to the first. */
  onChange: (next: Partial<DosFilters<Status>>) => void;
  onReset: () => void;
};

/** The director's four filters of a feedback list: program, teacher, course kind and status. */
export function DosFilterBar<Status extends string>({
  filters,
  programs,
  teachers,
  statuses,
  statusLabel,
  onChange,
  onReset,
}: DosFilterBarProps<Status>) {
  const { t, i18n } = useTranslation('teacherFeedback');
  const named = (option: Named) => (i18n.language === 'en' ? option.name_en || option.name : option.name);
  const filtered = Boolean(filters.program || filters.teacher || filters.type || filters.status);
  return (
    <Box
      role="search"
      aria-label={t('dos.filters.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}
    >
      <FilterSelect
        label={t('dos.filters.program')}
        value={filters.program ? String(filters.program) : ''}
        options={programs.map((option) => ({ value: String(option.id), label: named(option) }))}
        onChange={(value) => onChange({ program: value ? Number(value) : null })}
      />
      <FilterSelect
        label={t('dos.filters.teacher')}
        value={filters.teacher ? String(filters.teacher) : ''}
        options={teachers.map((option) => ({ value: String(option.id), label: named(option) }))}
        onChange={(value) => onChange({ teacher: value ? Number(value) : null })}
      />
      <FilterSelect
        label={t('dos.filters.type')}
        value={filters.type ?? ''}
        options={COURSE_KINDS.map((kind) => ({ value: kind, label: t(`courseKind.${kind}`) }))}
        onChange={(value) => onChange({ type: COURSE_KINDS.find((kind) => kind === value) ?? null })}
      />
      <FilterSelect
        label={t('dos.filters.status')}
        value={filters.status ?? ''}
        options={statuses.map((status) => ({ value: status, label: statusLabel(status) }))}
        onChange={(value) => onChange({ status: statuses.find((status) => status === value) ?? null })}
      />
      {filtered ? (
        <Button variant="text" onClick={onReset}>
          {t('dos.filters.reset')}
        </Button>
      ) : null}
    </Box>
  );
}
