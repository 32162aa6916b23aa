import type { CatalogueGroupDetail } from '@cabinet/api/model';
import { formatDate, formatMoney } from '@cabinet/design-system/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import type { GroupTab } from '../catalogue-paths';
import { Facts } from '../components/Facts';
import { Section } from '../components/Section';
import { pick, scheduleText } from '../present';
import { languageOf } from '../../../shared/in-language';

function useGroup() {
  const { t, i18n } = useTranslation('catalogue');
  return { group: useOutletContext<CatalogueGroupDetail>(), t, language: languageOf(i18n.language) };
}

/** A tab's content, named by the tab's title. */
function TabPanel({ tab, children }: { tab: GroupTab; children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  return <Section title={t(`group.tab.${tab}`)}>{children}</Section>;
}

/** Plain text from the school, its line breaks kept. */
const Text = ({ children }: { children: string }) => (
  <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxWidth: '70ch' }}>
    {children}
  </Typography>
);

function GeneralTab() {
  const { group, t, language } = useGroup();
  const g = group.general;
  return (
    <TabPanel tab="general">
      <Facts
        items={[
          { label: t('group.general.name'), value: group.name },
          { label: t('group.general.level'), value: g.level },
          {
            label: t('group.general.schedule'),
            value: `${scheduleText(g.schedule, language)} (${t('kyivTime')})`,
          },
          { label: t('group.general.formation'), value: formatDate(g.formation_date, language) },
          { label: t('group.general.start'), value: formatDate(g.start_date, language) },
          {
            label: t('group.general.duration'),
            value: t('group.general.lessons', { count: g.lessons_total }),
          },
          { label: t('group.general.format'), value: t(`format.${g.format}`) },
          { label: t('group.general.studyMode'), value: t(`studyMode.${g.course_type}`) },
          {
            label: t('group.general.price'),
            value: t(`price.${g.price_unit}`, { price: formatMoney(g.price, language) }),
          },
          {
            label: t('group.general.seats'),
            value: t('group.general.seatsValue', { left: g.seats_left, total: g.seats_total }),
          },
          { label: t('group.general.books'), value: t(`books.${g.books}`) },
        ]}
      />
    </TabPanel>
  );
}

function TeacherTab() {
  const { group, t, language } = useGroup();
  const teacher = group.teacher;
  return (
    <TabPanel tab="teacher">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {pick(teacher.name, teacher.name_en, language)}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {t('group.teacher.experience', { count: teacher.experience_years })}
      </Typography>
      <Text>{pick(teacher.bio, teacher.bio_en, language)}</Text>
      <Box sx={{ mt: 2 }}>
        <Facts
          items={[
            {
              label: t('group.teacher.qualifications'),
              value: teacher.qualifications.length
                ? teacher.qualifications.join(', ')
                : t('group.teacher.noQualifications'),
            },
          ]}
        />
      </Box>
    </TabPanel>
  );
}

function ProgramTab() {
  const { group, t, language } = useGroup();
  const program = group.program;
  return (
    <TabPanel tab="program">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, mb: 1 }}>
        {pick(program.name, program.name_en, language)}
      </Typography>
      <Text>{pick(program.description, program.description_en, language)}</Text>
      <Box sx={{ mt: 2 }}>
        <Facts
          items={[
            {
              label: t('group.program.audiences'),
              value: program.audiences.map((audience) => t(`audienceName.${audience}`)).join(', '),
            },
            { label: t('group.program.levels'), value: program.levels.join(', ') },
          ]}
        />
      </Box>
    </TabPanel>
  );
}

function DescriptionTab() {
  const { group, language } = useGroup();
  return (
    <TabPanel tab="description">
      <Text>{pick(group.description, group.description_en, language)}</Text>
    </TabPanel>
  );
}

/** The four tabs of a group's page, each a child route. */
export const groupTabPages: Record<GroupTab, ComponentType> = {
  general: GeneralTab,
  teacher: TeacherTab,
  program: ProgramTab,
  description: DescriptionTab,
};
