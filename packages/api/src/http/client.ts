import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { type ApiError, decodeBlobBody, toApiError } from './errors';
import type { TokenResult } from '../generated/model';
import { clearSession, getToken, setToken } from './session-storage';
import { apiReady, settings } from './settings';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows this call's failure itself: nobody else reports it. */
    silent?: boolean;
    /** Set on the one repeat after a refresh, so a call is never repeated twice. */
    retried?: boolean;
    /** Set on the one repeat after a 429's wait, so a refused call is asked again only once. */
    waitedOut?: boolean;
    /** A 401 is the answer, with no refresh: a token given from outside (login-as) is checked as it is. */
    skipRefresh?: boolean;
    /**
     * The call is made with this token instead of the stored one, which it neither reads nor
     * changes: a token given from outside is checked beside a signed-in session. No refresh.
     */
    withToken?: string;
  }
}

export const LOGIN_PATH = '/api/v1/cabinet-auth';
export const REFRESH_PATH = '/api/v1/cabinet-refresh';

/** The one axios instance behind every generated call. */
export const http = axios.create({ headers: { Accept: 'application/json' } });

/** A failure nobody but the caller reports (the caller's page is gone or reloads, or it asked so). */
const silenced = (error: ApiError): ApiError => {
  error.silent = true;
  return error;
};

const bearerOf = (config: InternalAxiosRequestConfig): string | null => {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
};

http.interceptors.request.use(async (config) => {
  await apiReady();
  config.baseURL = settings.baseUrl;
  const token = config.withToken ?? getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** A 401 earns one refresh and one repeat, except for login and the refresh itself. */
const mayRefresh = (config: InternalAxiosRequestConfig | undefined, status: number | undefined) =>
  status === 401 &&
  config !== undefined &&
  !config.retried &&
  !config.skipRefresh &&
  config.withToken === undefined &&
  config.url !== LOGIN_PATH &&
  config.url !== REFRESH_PATH;

http.interceptors.response.use(undefined, async (thrown: AxiosError) => {
  const config = thrown.config;
  if (config && mayRefresh(config, thrown.response?.status)) {
    const sentWith = bearerOf(config);
    const current = getToken();
    // Nobody is signed in: the user signed out while this call was on its way, or the call left
    // after (a page still closing asked again). Its page is gone and there is nothing to refresh;
    // a failed refresh would reload the sign-in page under someone typing.
    if (current === null) throw silenced(toApiError(thrown));
    // A refresh finished while this call was on its way: repeat it with the new token.
    const fresh = current && current !== sentWith ? true : await refreshOnce();
    // The refresh failed: the session is over and the page reloads at the sign-in.
    if (!fresh) throw silenced(toApiError(thrown));
    config.retried = true;
    return http.request(config);
  }
  await decodeBlobBody(thrown);
  const error = toApiError(thrown);
  if (config && mayWaitOut(config, error)) {
    tellBusyOnce(error.retryAfterMs);
    await new Promise((resolve) => setTimeout(resolve, error.retryAfterMs));
    config.waitedOut = true;
    return http.request(config);
  }
  // The http layer tells nobody: the app reports a failure once, after the last retry of its
  // query, or where the page shows it. It only marks what must not be reported: a call whose
  // caller shows its error, and a call its page gave up on (the user navigated away).
  if (config?.silent || axios.isCancel(thrown)) silenced(error);
  throw error;
});

/** The longest wait of a 429's `Retry-After` the http layer keeps a call waiting for. */
export const MAX_BUSY_WAIT_MS = 30_000;

/**
 * A 429 (too many requests) was not carried out, so any call, a write too, is asked once more
 * after the wait its `Retry-After` names, when it names one within reason.
 */
const mayWaitOut = (
  config: InternalAxiosRequestConfig,
  error: ApiError,
): error is ApiError & { retryAfterMs: number } =>
  error.status === 429 &&
  !config.waitedOut &&
  !config.signal?.aborted &&
  error.retryAfterMs !== null &&
  error.retryAfterMs <= MAX_BUSY_WAIT_MS;

let tellingBusy = false;

/** Tells the user once per wait, however many calls were refused in it. */
function tellBusyOnce(waitMs: number): void {
  if (tellingBusy) return;
  tellingBusy = true;
  settings.busy(Math.max(1, Math.ceil(waitMs / 1000)));
  setTimeout(() => {
    tellingBusy = false;
  }, waitMs);
}

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
