import { useGetCatalogueFilters } from '@cabinet/api/catalogue';
import type { Audience } from '@cabinet/api/model';
import { ErrorState } from '@cabinet/design-system/error-state';
import { ListSkeleton } from '@cabinet/design-system/list-skeleton';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/error-message';
import { type CatalogueFilterValues, type FilterKey, activeCount } from '../filters';
import { pick } from '../present';
import { FilterSelect } from './FilterSelect';
import { languageOf } from '../../../shared/in-language';

type CatalogueFiltersProps = {
  audience: Audience;
  values: CatalogueFilterValues;
  onChange: (key: FilterKey, value: string) => void;
  /** The address of the list without filters. */
  resetHref: string;
};

/**
 * The filters by program, teacher, study mode and format (only values some recruiting group has),
 * behind a button that collapses and expands them; open at first on wide screens.
 */
export function CatalogueFilters({ audience, values, onChange, resetHref }: CatalogueFiltersProps) {
  const { t, i18n } = useTranslation('catalogue');
  const language = languageOf(i18n.language);
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(wide);
  const panelId = useId();
  const options = useGetCatalogueFilters({ audience }, { request: { silent: true } });
  const chosen = activeCount(values);
  const current = (key: FilterKey) => (values[key] === undefined ? '' : String(values[key]));
  const data = options.data?.data;
  return (
    <Box component="section" aria-label={t('filters.title')}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? t('filters.hide') : t('filters.show')}
        </Button>
        {chosen > 0 && (
          <>
            <Typography variant="body2" color="textSecondary">
              {t('filters.active', { count: chosen })}
            </Typography>
            <Button href={resetHref} variant="text">
              {t('filters.reset')}
            </Button>
          </>
        )}
      </Stack>
      <Box id={panelId} hidden={!open}>
        {options.isPending && <ListSkeleton rows={2} />}
        {options.isError && (
          <ErrorState
            message={`${t('filters.failed')} ${errorMessage(options.error)}`}
            onRetry={() => void options.refetch()}
          />
        )}
        {data && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              pt: 1,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            <FilterSelect
              label={t('filters.program')}
              anyLabel={t('filters.anyProgram')}
              value={current('program_id')}
              options={data.programs.map((p) => ({
                value: String(p.id),
                label: pick(p.name, p.name_en, language),
              }))}
              onChange={(value) => onChange('program_id', value)}
            />
            <FilterSelect
              label={t('filters.teacher')}
              anyLabel={t('filters.anyTeacher')}
              value={current('teacher_id')}
              options={data.teachers.map((p) => ({
                value: String(p.id),
                label: pick(p.name, p.name_en, language),
              }))}
              onChange={(value) => onChange('teacher_id', value)}
            />
            <FilterSelect
              label={t('filters.studyMode')}
              anyLabel={t('filters.anyStudyMode')}
              value={current('course_type')}
              options={data.course_types.map((mode) => ({ value: mode, label: t(`studyMode.${mode}`) }))}
              onChange={(value) => onChange('course_type', value)}
            />
            <FilterSelect
              label={t('filters.format')}
              anyLabel={t('filters.anyFormat')}
              value={current('format')}
              options={data.formats.map((format) => ({ value: format, label: t(`format.${format}`) }))}
              onChange={(value) => onChange('format', value)}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
