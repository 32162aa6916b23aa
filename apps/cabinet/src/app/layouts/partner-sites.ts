import type { PartnerLogo } from '@cabinet/design-system/cabinet-header';
import type { TFunction } from 'i18next';
import { env } from '../../env';

/**
 * The two partner sites whose logos open from the header; their addresses and logo images come
 * from the build (in development and tests, the demo school's own).
 */
export const partnerSites = [
  { key: 'partnerSchool', href: env.partnerSchoolUrl, logoSrc: env.partnerSchoolLogo },
  { key: 'partnerTraining', href: env.partnerTrainingUrl, logoSrc: env.partnerTrainingLogo },
] as const;

/** The header's partner logos: each partner's translated name (the image's alt text), site and image. */
export const partnerLogos = (t: TFunction): PartnerLogo[] =>
  partnerSites.map((site) => ({
    name: t(`common:shell.${site.key}`),
    href: site.href,
    logoSrc: site.logoSrc || undefined,
  }));

/**
 * An avatar's address: its path appended to the external media base address, one slash between
 * them whatever either side carries (so a path can never name another host).
 */
export const mediaUrl = (path: string, base = import.meta.env.VITE_MEDIA_BASE_URL ?? '') =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
