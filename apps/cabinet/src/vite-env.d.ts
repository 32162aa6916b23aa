/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base host; when it is empty and VITE_API_MOCK is not "false", the mock school answers. */
  readonly VITE_API_BASE_URL?: string;
  /** "true" or "false" forces the mock school on or off. */
  readonly VITE_API_MOCK?: string;
  /** The parent domain for the e-mail cookie, e.g. ".school.example"; none on localhost. */
  readonly VITE_COOKIE_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
