import { useListCataloguePrograms } from '@cabinet/api/catalogue';
import { CardGrid } from '@cabinet/design-system/card-frame';
import { EmptyState } from '@cabinet/design-system/empty-state';
import { ErrorState } from '@cabinet/design-system/error-state';
import { ListSkeleton } from '@cabinet/design-system/list-skeleton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/error-message';
import { pick } from '../present';
import { Section } from './Section';
import { languageOf } from '../../../shared/in-language';

/** The school's programs with their audiences and levels. */
export function Programs() {
  const { t, i18n } = useTranslation('catalogue');
  const language = languageOf(i18n.language);
  const programs = useListCataloguePrograms(undefined, { request: { silent: true } });
  return (
    <Section title={t('programs.title')}>
      {programs.isPending && <ListSkeleton rows={3} />}
      {programs.isError && (
        <ErrorState message={errorMessage(programs.error)} onRetry={() => void programs.refetch()} />
      )}
      {programs.data?.data.length === 0 && <EmptyState title={t('programs.empty')} />}
      {programs.data && programs.data.data.length > 0 && (
        <CardGrid minColumnWidth={280}>
          {programs.data.data.map((program) => (
            <Paper component="li" variant="outlined" key={program.id} sx={{ p: 2, overflowWrap: 'anywhere' }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
                {pick(program.name, program.name_en, language)}
              </Typography>
              <Typography variant="body2" sx={{ my: 1 }}>
                {pick(program.description, program.description_en, language)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t('programs.audiences', {
                  audiences: program.audiences.map((audience) => t(`audienceName.${audience}`)).join(', '),
                })}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t('programs.levels', { levels: program.levels.join(', ') })}
              </Typography>
            </Paper>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
