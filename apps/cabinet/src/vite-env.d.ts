/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base host; when it is empty and VITE_API_MOCK is not "false", the mock school answers. */
  readonly VITE_API_BASE_URL?: string;
  /** "true" or "false" forces the mock school on or off. */
  readonly VITE_API_MOCK?: string;
  /** The parent domain for the e-mail cookie, e.g. ".school.example"; none on localhost. */
  readonly VITE_COOKIE_DOMAIN?: string;
  /** The external media host avatars are read from. */
  readonly VITE_MEDIA_BASE_URL?: string;
  /** The two partner sites linked from the header logos. */
  readonly VITE_PARTNER_SCHOOL_URL?: string;
  readonly VITE_PARTNER_TRAINING_URL?: string;
  /** Google Identity Services client id; without it Google sign-in is offered only in mock mode. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  /** The live socket host, e.g. wss://live.school.example/ws. */
  readonly VITE_SOCKET_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
