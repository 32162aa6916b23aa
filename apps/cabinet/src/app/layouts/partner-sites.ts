/** The two partner sites whose logos open from the header; their addresses come from the environment. */
export const partnerSites = [
  { key: 'partnerSchool', href: import.meta.env.VITE_PARTNER_SCHOOL_URL || 'https://school.example.org' },
  {
    key: 'partnerTraining',
    href: import.meta.env.VITE_PARTNER_TRAINING_URL || 'https://teachers.example.org',
  },
] as const;

/** The avatar path is appended to the external media base address (seed 000 §2). */
export const mediaUrl = (path: string) =>
  `${(import.meta.env.VITE_MEDIA_BASE_URL ?? '').replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
