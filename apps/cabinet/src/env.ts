const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

/** The app's settings from the environment, read once at build time. */
export const env = {
  apiBaseUrl: baseUrl,
  cookieDomain: import.meta.env.VITE_COOKIE_DOMAIN ?? '',
};

/** Whether the mock school answers (the same switch main.tsx starts it by). */
export const isMockMode =
  import.meta.env.VITE_API_MOCK === 'true' ||
  (import.meta.env.VITE_API_MOCK !== 'false' && !import.meta.env.VITE_API_BASE_URL);

/** The Google Identity Services client id for Google sign-in with a real API. */
export const googleClientId = import.meta.env.VITE_GOOGLE_CLIENT_ID ?? '';

/** The live socket host (seed 000 §4); in mock mode the mock school's. Empty: no live socket. */
export const socketUrl = import.meta.env.VITE_SOCKET_URL || (isMockMode ? 'wss://live.school.mock/ws' : '');
