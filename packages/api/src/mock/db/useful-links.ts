import type { UsefulLink } from '../../generated/model';
import { text } from '../scenarios/hostile';
import type { CourseRow } from './courses';

/** What a tutor recommends to each teacher-training course's trainees. */
const LINKS: Record<'tkt' | 'tylt', readonly UsefulLink[]> = {
  tkt: [
    {
      title: 'Про іспит TKT',
      title_en: 'About the TKT exam',
      url: 'https://www.cambridgeenglish.org/teaching-english/teaching-qualifications/tkt/',
    },
    {
      title: 'Глосарій TKT',
      title_en: 'The TKT glossary',
      url: 'https://www.cambridgeenglish.org/images/22184-tkt-glossary-document.pdf',
    },
    {
      title: 'Зразки завдань TKT',
      title_en: 'TKT sample papers',
      url: 'https://www.cambridgeenglish.org/teaching-english/teaching-qualifications/tkt/preparation/',
    },
  ],
  tylt: [
    {
      title: 'Викладання дітям: ресурси Cambridge',
      title_en: 'Teaching young learners: Cambridge resources',
      url: 'https://www.cambridgeenglish.org/teaching-english/resources-for-teachers/',
    },
    {
      title: 'Бланк спостереження уроку',
      title_en: 'The lesson observation form',
      url: 'https://files.school.mock/tylt/observation-form.pdf',
    },
  ],
};

/** The useful links of a course: its teacher-training course's, none for other courses. */
export const usefulLinksOf = (course: CourseRow): UsefulLink[] =>
  course.training
    ? LINKS[course.training].map((link) => ({
        ...link,
        title: text(link.title),
        title_en: text(link.title_en),
      }))
    : [];
