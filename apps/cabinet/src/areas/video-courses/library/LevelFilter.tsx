import { Level } from '@cabinet/api/model';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Keeps the courses of one level (in the address, so a filtered list can be shared). */
export function LevelFilter({ level, base }: { level: Level | undefined; base: string }) {
  const { t } = useTranslation('videoCourses');
  const navigate = useNavigate();
  return (
    <TextField
      select
      size="small"
      label={t('library.level')}
      value={level ?? ''}
      onChange={(event) => {
        const next = event.target.value;
        void navigate(next ? `${base}?level=${next}` : base);
      }}
      sx={{ mb: 2, minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('library.allLevels')}</MenuItem>
      {Object.values(Level).map((each) => (
        <MenuItem key={each} value={each}>
          {each}
        </MenuItem>
      ))}
    </TextField>
  );
}
