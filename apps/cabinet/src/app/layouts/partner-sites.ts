import { env } from '../../env';

/** The two partner sites whose logos open from the header; their addresses come from the build. */
export const partnerSites = [
  { key: 'partnerSchool', href: env.partnerSchoolUrl },
  { key: 'partnerTraining', href: env.partnerTrainingUrl },
] as const;

/** The avatar path is appended to the external media base address. */
export const mediaUrl = (path: string) =>
  `${(import.meta.env.VITE_MEDIA_BASE_URL ?? '').replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
