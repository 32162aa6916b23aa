/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base host; empty means the cabinet's own origin (in development: the mock school). */
  readonly VITE_API_BASE_URL?: string;
  /** "true" turns the mock school on in any build; otherwise it answers only in development without an API base. */
  readonly VITE_API_MOCK?: string;
  /** The school's contact e-mail (required by a build). */
  readonly VITE_SCHOOL_EMAIL?: string;
  /**
   * The two partner sites linked from the header logos (required by a build). The sign-in cookies
   * are set on the domain of the one the cabinet's host is under.
   */
  readonly VITE_PARTNER_SCHOOL_URL?: string;
  readonly VITE_PARTNER_TRAINING_URL?: string;
  /** The partners' logo images: an http(s) address or a path on the cabinet (optional). */
  readonly VITE_PARTNER_SCHOOL_LOGO_URL?: string;
  readonly VITE_PARTNER_TRAINING_LOGO_URL?: string;
  /** The external media host avatars are read from. */
  readonly VITE_MEDIA_BASE_URL?: string;
  /** Google Identity Services client id; without it Google sign-in is offered only in mock mode. */
  readonly VITE_GOOGLE_CLIENT_ID?: string;
  /** The live socket host, e.g. wss://live.school.example/ws. */
  readonly VITE_SOCKET_URL?: string;
  /** The origins the payment provider's pages are on (comma-separated); the checkout opens no other. */
  readonly VITE_PAYMENT_PROVIDER_ORIGINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
