import type { Space } from '@cabinet/api/model';
import type { CabinetMenuSection } from '@cabinet/design-system/cabinet-menu';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { menuFor } from '../../access/menu';
import { menuEntries } from '../manifests';

/** The sections of a company's people: their caption names the company. */
const COMPANY_SECTIONS = new Set(['corporateStudent', 'corporateManager']);

/**
 * The signed-in user's menu: the access rules, the current entry marked, and the company's name
 * on a corporate section. Every entry's page exists: the manifests' test checks each one.
 */
export function useMenu(spaces: readonly Space[], company?: string | null): CabinetMenuSection[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return menuFor(spaces, menuEntries)
    .map((section) => ({
      title:
        company && COMPANY_SECTIONS.has(section.id)
          ? t('menu.companySection', { section: t(`menu.sections.${section.id}`), company })
          : t(`menu.sections.${section.id}`),
      items: section.items.map((item) => ({
        label: t(`menu.items.${item.label}`),
        href: item.href,
        current: pathname === item.href || pathname.startsWith(`${item.href}/`),
        ...(item.badge ? { badge: item.badge } : {}),
      })),
    }))
    .filter((section) => section.items.length > 0);
}
