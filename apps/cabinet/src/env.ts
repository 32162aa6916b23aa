const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

type Addresses = Partial<
  Record<
    'schoolEmail' | 'partnerSchoolUrl' | 'partnerTrainingUrl' | 'partnerSchoolLogo' | 'partnerTrainingLogo',
    string
  >
>;

/**
 * In development and tests the demo school's addresses stand in for what a build must be given
 * (a build without them stops: see build-config.ts). Written out under the switch, so a build
 * carries none of them.
 */
const demo: Addresses = import.meta.env.DEV
  ? {
      schoolEmail: 'info@demo.school',
      partnerSchoolUrl: 'https://school.example.org',
      partnerTrainingUrl: 'https://teachers.example.org',
      // The demo school's own logo files (public/media/partners).
      partnerSchoolLogo: '/media/partners/school.svg',
      partnerTrainingLogo: '/media/partners/training.svg',
    }
  : {};

/** The app's settings from the environment, read once at build time. */
export const env = {
  apiBaseUrl: baseUrl,
  /** The school's e-mail for what the cabinet cannot do online. */
  schoolEmail: import.meta.env.VITE_SCHOOL_EMAIL || demo.schoolEmail || '',
  /** The two partner sites: the header's logos, and the parent domains of the sign-in cookies. */
  partnerSchoolUrl: import.meta.env.VITE_PARTNER_SCHOOL_URL || demo.partnerSchoolUrl || '',
  partnerTrainingUrl: import.meta.env.VITE_PARTNER_TRAINING_URL || demo.partnerTrainingUrl || '',
  /** The two partners' logo images (optional: without one, the partner's name is shown as text). */
  partnerSchoolLogo: import.meta.env.VITE_PARTNER_SCHOOL_LOGO_URL || demo.partnerSchoolLogo || '',
  partnerTrainingLogo: import.meta.env.VITE_PARTNER_TRAINING_LOGO_URL || demo.partnerTrainingLogo || '',
};

/**
 * Whether the mock school answers (the same switch main.tsx starts it by): when asked for with
 * VITE_API_MOCK=true, or in development without an API base URL. A build never mocks unasked.
 */
export const isMockMode =
  import.meta.env.VITE_API_MOCK === 'true' || (import.meta.env.DEV && !import.meta.env.VITE_API_BASE_URL);

/** The Google Identity Services client id for Google sign-in with a real API. */
export const googleClientId = import.meta.env.VITE_GOOGLE_CLIENT_ID ?? '';

/** The live socket host; in mock mode the mock school's. Empty: no live socket. */
export const socketUrl = import.meta.env.VITE_SOCKET_URL || (isMockMode ? 'wss://live.school.mock/ws' : '');

/**
 * The origins the payment provider's pages may be on: the checkout sends the payer to no other
 * (docs/statuses.md#payment-on-the-providers-page). In mock mode the mock school serves its
 * provider's page on the cabinet's own origin; in development the API's origin is trusted too,
 * where the mock school's HTTP server serves it.
 */
export const paymentProviderOrigins: readonly string[] = [
  ...(import.meta.env.VITE_PAYMENT_PROVIDER_ORIGINS ?? '').split(','),
  ...(isMockMode && typeof window !== 'undefined' ? [window.location.origin] : []),
  ...(import.meta.env.DEV && /^https?:\/\//.test(baseUrl) ? [baseUrl] : []),
]
  .map((origin) => origin.trim())
  .filter(Boolean);
