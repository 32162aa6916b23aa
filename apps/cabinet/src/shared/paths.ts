/** Every route of the cabinet, as a path pattern and a builder of its address. */
export const paths = {
  home: { path: '/', to: () => '/' },
  login: { path: '/login', to: () => '/login' },
  profile: { path: '/profile', to: () => '/profile' },
  notFound: { path: '/404', to: () => '/404' },
  error404: { path: '/error-404', to: () => '/error-404' },
} as const;
