import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { decodeBlobBody, toApiError } from './errors';
import type { TokenResult } from '../generated/model';
import { clearSession, getToken, setToken } from './session-storage';
import { settings } from './settings';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the error toast for this call. */
    silent?: boolean;
    /** Set on the one repeat after a refresh, so a call is never repeated twice. */
    retried?: boolean;
    /** A 401 is the answer, with no refresh: a token given from outside (login-as) is checked as it is. */
    skipRefresh?: boolean;
  }
}

export const LOGIN_PATH = '/api/v1/cabinet-auth';
export const REFRESH_PATH = '/api/v1/cabinet-refresh';

/** The one axios instance behind every generated call. */
export const http = axios.create({ headers: { Accept: 'application/json' } });

const bearerOf = (config: InternalAxiosRequestConfig): string | null => {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
};

http.interceptors.request.use((config) => {
  config.baseURL = settings.baseUrl;
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** A 401 earns one refresh and one repeat, except for login and the refresh itself. */
const mayRefresh = (config: InternalAxiosRequestConfig | undefined, status: number | undefined) =>
  status === 401 &&
  config !== undefined &&
  !config.retried &&
  !config.skipRefresh &&
  config.url !== LOGIN_PATH &&
  config.url !== REFRESH_PATH;

http.interceptors.response.use(undefined, async (thrown: AxiosError) => {
  const config = thrown.config;
  if (config && mayRefresh(config, thrown.response?.status)) {
    const sentWith = bearerOf(config);
    const current = getToken();
    // The user signed out while this call was on its way: its page is gone, nothing to refresh
    // (a failed refresh would reload the sign-in page under someone typing).
    if (sentWith !== null && current === null) throw toApiError(thrown);
    // A refresh finished while this call was on its way: repeat it with the new token.
    const fresh = current && current !== sentWith ? true : await refreshOnce();
    if (!fresh) throw toApiError(thrown);
    config.retried = true;
    return http.request(config);
  }
  await decodeBlobBody(thrown);
  const error = toApiError(thrown);
  // A call its page gave up on (the user navigated away) failed nobody: no toast.
  if (!config?.silent && !axios.isCancel(thrown)) settings.notifyError(error);
  throw error;
});

let pendingRefresh: Promise<boolean> | null = null;

/**
 * One token refresh for any number of calls that got a 401 at the same time. Resolves true
 * with the new token stored; on failure clears the session, reloads and resolves false.
 */
function refreshOnce(): Promise<boolean> {
  pendingRefresh ??= refresh().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

async function refresh(): Promise<boolean> {
  try {
    const { data } = await http.post<TokenResult>(REFRESH_PATH, undefined, { silent: true });
    if (!data?.token) throw new Error('The refresh answer has no token.');
    setToken(data.token);
    return true;
  } catch {
    clearSession();
    settings.reload();
    return false;
  }
}
