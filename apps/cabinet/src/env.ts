const baseUrl = import.meta.env.VITE_API_BASE_URL ?? '';

/** The app's settings from the environment, read once at build time. */
export const env = {
  apiBaseUrl: baseUrl,
  cookieDomain: import.meta.env.VITE_COOKIE_DOMAIN ?? '',
};
