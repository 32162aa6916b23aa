import type { Space } from '@cabinet/api/model';
import { type AccessRule, matches } from './rules';

/** The sections of the menu, in order, and who sees each (docs/roles-and-spaces.md#menu-rules). */
export const menuSections = [
  { id: 'teacher', rule: { anyOf: ['teacher'] } },
  { id: 'corporateTeacher', rule: { anyOf: ['corporate_teacher'] } },
  { id: 'tutor', rule: { anyOf: ['tutor'] } },
  { id: 'student', rule: { anyOf: ['student'] } },
  { id: 'parent', rule: { anyOf: ['responsible_person'] } },
  { id: 'corporateStudent', rule: { anyOf: ['corporate_student'] } },
  { id: 'corporateManager', rule: { anyOf: ['corporate_hr'] } },
  // Shown only to a trainee who is not also a teacher.
  { id: 'teacherTraining', rule: { anyOf: ['student_teacher_training'], noneOf: ['teacher'] } },
  { id: 'general', rule: {} },
] as const satisfies readonly { id: string; rule: AccessRule }[];

export type MenuSectionId = (typeof menuSections)[number]['id'];

/**
 * One entry of the menu, declared by the space or area whose page it opens: its section, its
 * label (`menu.items.<label>`), the page's address, and who sees it besides the section's rule
 * (every user of the section when it has none).
 */
export type MenuEntry = {
  section: MenuSectionId;
  label: string;
  href: string;
  rule?: AccessRule;
  badge?: 'new';
};

export type MenuItem = Pick<MenuEntry, 'label' | 'href' | 'badge'>;

/**
 * The menu a user sees: the sections whose rules match their spaces, in order, each with the
 * entries (in the order given) whose rules match too.
 */
export function menuFor(
  spaces: readonly Space[],
  entries: readonly MenuEntry[],
): { id: MenuSectionId; items: MenuItem[] }[] {
  return menuSections
    .filter((section) => matches(section.rule, spaces))
    .map((section) => ({
      id: section.id,
      items: entries
        .filter((entry) => entry.section === section.id && matches(entry.rule ?? {}, spaces))
        .map(({ label, href, badge }) => (badge ? { label, href, badge } : { label, href })),
    }))
    .filter((section) => section.items.length > 0);
}
