/**
 * The keys the cabinet keeps in local storage: the token, the user record and the return address.
 * A module of its own, without imports, so that the build can read them too.
 */
export const STORAGE_KEYS = { token: 'token', user: 'user', returnUrl: 'returnUrl' } as const;
